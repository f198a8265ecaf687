// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Button } from "@/components/ui/button";

afterEach(cleanup);

describe("Button", () => {
  it("renders a native button with the default variant and size", () => {
    render(<Button>Read</Button>);
    const button = screen.getByRole("button", { name: "Read" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveAttribute("data-slot", "button");
    expect(button).toHaveClass("bg-primary", "text-primary-foreground", "h-9");
  });

  it("renders its child instead of a button with asChild", () => {
    render(
      <Button asChild variant="outline">
        <a href="https://example.org/bible">Open the Bible</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Open the Bible" });
    expect(link).toHaveAttribute("href", "https://example.org/bible");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveClass("border-input");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("applies the classes of the chosen variant and size", () => {
    render(
      <>
        <Button variant="destructive">Delete</Button>
        <Button variant="ghost" size="icon" aria-label="Bookmark" />
        <Button variant="link" size="sm">
          Details
        </Button>
      </>,
    );
    const destructive = screen.getByRole("button", { name: "Delete" });
    expect(destructive).toHaveClass("bg-destructive", "text-destructive-foreground");
    expect(destructive).not.toHaveClass("bg-primary");

    const icon = screen.getByRole("button", { name: "Bookmark" });
    expect(icon).toHaveClass("size-9", "hover:bg-accent");
    expect(icon).not.toHaveClass("h-9");

    const link = screen.getByRole("button", { name: "Details" });
    expect(link).toHaveClass("text-primary", "h-8");
    expect(link).toHaveAttribute("data-variant", "link");
  });

  it("lets a caller's class override a conflicting variant class", () => {
    render(<Button className="px-8">Continue</Button>);
    const button = screen.getByRole("button", { name: "Continue" });
    expect(button).toHaveClass("px-8");
    expect(button).not.toHaveClass("px-4");
  });
});

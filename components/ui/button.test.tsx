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
    expect(button).toHaveClass("ui-button", "ui-button-default", "ui-button-size-default");
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
    expect(link).toHaveClass("ui-button", "ui-button-outline");
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
    expect(destructive).toHaveClass("ui-button-destructive");
    expect(destructive).not.toHaveClass("ui-button-default");

    const icon = screen.getByRole("button", { name: "Bookmark" });
    expect(icon).toHaveClass("ui-button-ghost", "ui-button-size-icon");
    expect(icon).not.toHaveClass("ui-button-size-default");

    const link = screen.getByRole("button", { name: "Details" });
    expect(link).toHaveClass("ui-button-link", "ui-button-size-sm");
    expect(link).toHaveAttribute("data-variant", "link");
  });

  // That the caller's utility wins over the variant's is the stylesheet's job (components layer),
  // checked in a real browser by the reader's end-to-end tests.
  it("keeps a caller's classes after the variant's", () => {
    render(<Button className="px-8">Continue</Button>);
    const button = screen.getByRole("button", { name: "Continue" });
    expect(button.className.split(" ").at(-1)).toBe("px-8");
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/lib/ui/toast";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  afterEach(cleanup);

  it("loads the toast library with the first toast and shows every toast asked for", async () => {
    const { container } = render(<Toaster />);
    expect(container.querySelector("[data-sonner-toaster]")).toBeNull();

    act(() => {
      toast.success("Verse copied", { description: "Paste it anywhere." });
      toast.error("Could not copy");
    });
    expect(await screen.findByText("Verse copied")).toBeTruthy();
    expect(screen.getByText("Paste it anywhere.")).toBeTruthy();
    expect(await screen.findByText("Could not copy")).toBeTruthy();

    act(() => toast.success("Link copied"));
    expect(await screen.findByText("Link copied")).toBeTruthy();
  });

  it("shows a toast's link under its message", async () => {
    render(<Toaster />);
    act(() =>
      toast.error("Bookmark limit reached", {
        description: "Free members keep 10 bookmarks.",
        link: { label: "Upgrade", href: "/en/upgrade" },
      }),
    );
    expect(await screen.findByText("Bookmark limit reached")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/en/upgrade");
  });
});

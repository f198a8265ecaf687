// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toast } from "@/lib/ui/toast";
import { Toaster } from "./toaster";

/** jsdom has no layout: the screen width the toaster asks about is given here. */
function screenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0) <= width,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

async function toasterShowing(title: string) {
  const { container } = render(<Toaster locale="en" />);
  act(() => toast.success(title));
  await screen.findByText(title);
  return container.querySelector<HTMLElement>("[data-sonner-toaster]");
}

describe("Toaster", () => {
  beforeEach(() => screenWidth(1280));
  afterEach(cleanup);

  it("dismisses the toasts of the language left behind", async () => {
    const { rerender } = render(<Toaster locale="en" />);
    act(() => toast.success("Link copied"));
    expect(await screen.findByText("Link copied")).toBeTruthy();
    rerender(<Toaster locale="sw" />);
    await waitFor(() => expect(screen.queryByText("Link copied")).toBeNull());
    act(() => toast.success("Kiungo kimenakiliwa"));
    expect(await screen.findByText("Kiungo kimenakiliwa")).toBeTruthy();
  });

  it("puts toasts bottom-right on a desktop, away from the sticky navigation", async () => {
    const toaster = await toasterShowing("Saved on a desktop");
    expect(toaster?.dataset.yPosition).toBe("bottom");
    expect(toaster?.dataset.xPosition).toBe("right");
  });

  it("puts toasts below the sticky header on a phone", async () => {
    screenWidth(390);
    const toaster = await toasterShowing("Saved on a phone");
    expect(toaster?.dataset.yPosition).toBe("top");
    expect(toaster?.style.getPropertyValue("--mobile-offset-top")).toBe("72px");
  });

  it("loads the toast library with the first toast and shows every toast asked for", async () => {
    const { container } = render(<Toaster locale="en" />);
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
    render(<Toaster locale="en" />);
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

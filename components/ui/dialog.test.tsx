// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

afterEach(cleanup);

function VerseDialog({ closeLabel }: { closeLabel?: string }) {
  return (
    <Dialog>
      <DialogTrigger>Share verse</DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogTitle>John 3:16</DialogTitle>
        <DialogDescription>For God so loved the world</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens from its trigger as a named modal dialog", async () => {
    const user = userEvent.setup();
    render(<VerseDialog />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Share verse" }));

    const dialog = screen.getByRole("dialog", { name: "John 3:16" });
    expect(dialog).toHaveAccessibleDescription("For God so loved the world");
    expect(dialog).toHaveAttribute("data-slot", "dialog-content");
  });

  it("gives the close button an English name by default", async () => {
    const user = userEvent.setup();
    render(<VerseDialog />);
    await user.click(screen.getByRole("button", { name: "Share verse" }));

    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("names the close button with the caller's translation and closes with it", async () => {
    const user = userEvent.setup();
    render(<VerseDialog closeLabel="Funga" />);
    await user.click(screen.getByRole("button", { name: "Share verse" }));

    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Funga" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share verse" })).toHaveFocus();
  });

  it("closes with Escape", async () => {
    const user = userEvent.setup();
    render(<VerseDialog />);
    await user.click(screen.getByRole("button", { name: "Share verse" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

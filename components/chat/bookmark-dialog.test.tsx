// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "@/lib/chat/schemas";
import en from "@/messages/en.json";
import BookmarkDialog from "./bookmark-dialog";

afterEach(cleanup);

const reply: ChatMessage = {
  id: "9b0b8f0e-3f8a-4a55-9a0a-0d7d6c1c1a11",
  text: "Hope is a sure anchor.\n\nHebrews 6:19",
  is_user: false,
  created_at: "2026-06-10T09:30:00.000Z",
  verses: [],
  bookmark: null,
};

function renderDialog(message: ChatMessage) {
  const onOpenChange = vi.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <BookmarkDialog
        userId="member-1"
        locale="en"
        message={message}
        open
        onOpenChange={onOpenChange}
        onSaved={vi.fn()}
      />
    </NextIntlClientProvider>,
  );
  return { onOpenChange };
}

describe("BookmarkDialog", () => {
  it("adds a reply's first bookmark: Add Tags, tags chosen and removed, Cancel closes", async () => {
    const { onOpenChange } = renderDialog(reply);
    const dialog = screen.getByRole("dialog", { name: "Add Tags" });
    expect(dialog).toHaveTextContent("No tags chosen");
    await userEvent.type(screen.getByLabelText("New tag"), "Hope{Enter}");
    await userEvent.type(screen.getByLabelText("New tag"), "hope{Enter}");
    expect(screen.getAllByRole("button", { name: /Remove the tag/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Remove the tag Hope" }));
    expect(dialog).toHaveTextContent("No tags chosen");
    expect(screen.getByRole("button", { name: "Save Bookmark" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("edits the tags of a bookmarked reply: Edit Tags, its tags chosen, Update Tags", () => {
    renderDialog({
      ...reply,
      bookmark: { id: "bookmark-1", tags: [{ id: "tag-1", name: "Hope" }] },
    });
    expect(screen.getByRole("dialog", { name: "Edit Tags" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove the tag Hope" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Update Tags" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Bookmark" })).not.toBeInTheDocument();
  });
});

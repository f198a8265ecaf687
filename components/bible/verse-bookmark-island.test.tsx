// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import type { Bookmark, BookmarkCreate, BookmarkUpdate, Tag } from "@/lib/bookmarks/schemas";
import { testBookmark, testVerse } from "@/tests/support/bookmark-fixtures";
import type { VerseBookmarkLabels } from "./verse-bookmark-labels";
import VerseBookmarkIsland from "./verse-bookmark-island";

const api = vi.hoisted(() => ({
  fetchBookmarks: vi.fn<() => Promise<Bookmark[]>>(),
  fetchTags: vi.fn<() => Promise<Tag[]>>(),
  createBookmark: vi.fn<(caller: unknown, body: BookmarkCreate) => Promise<Bookmark>>(),
  updateBookmark: vi.fn<(caller: unknown, id: string, body: BookmarkUpdate) => Promise<Bookmark>>(),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock("@/lib/bookmarks/client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/bookmarks/client")>()),
  ...api,
}));
vi.mock("@/lib/ui/toast", () => ({ toast: toasts }));

const labels: VerseBookmarkLabels = {
  title: "Bookmark {reference}",
  editTitle: "Edit the bookmark of {reference}",
  bookmarked: "{reference} is bookmarked: edit its tags",
  description: "Choose the tags to keep it under.",
  tagPicker: {
    tags: "Tags",
    lockedTag: "Always kept on verse bookmarks",
    loadingTags: "Loading your tags…",
    tagsFailed: "Your tags could not be loaded.",
    newTag: "New tag",
    newTagPlaceholder: "e.g. Hope",
    addTag: "Add tag",
    tooManyTags: "At most 20 tags.",
    builtInTags: { bibleVerse: "Bible Verse", aiResponse: "AI Response" },
  },
  cancel: "Cancel",
  save: "Save",
  close: "Close",
  saved: "This verse has been saved to your bookmarks.",
  failed: "Failed to bookmark verse. Please try again.",
  offline: "You are offline. Saving a bookmark needs a connection.",
  limitTitle: "Bookmark limit reached",
  upgrade: "Upgrade",
};

const request = {
  bookId: "John",
  chapter: 3,
  verse: 16,
  reference: "John 3:16",
  text: "For God so loved the world",
  version: "WEB",
};

beforeEach(() => {
  document.body.innerHTML = `<ol id="verse-list">${[15, 16, 17]
    .map(
      (verse) =>
        `<li id="v${verse}"><button data-action="bookmark" title="Bookmark John 3:${verse}"></button></li>`,
    )
    .join("")}</ol>`;
  api.fetchTags.mockResolvedValue([
    { id: "t1", name: "Bible Verse" },
    { id: "t2", name: "Love" },
  ]);
});

afterEach(() => {
  cleanup();
  for (const mock of [...Object.values(api), ...Object.values(toasts)]) mock.mockReset();
});

function renderIsland(
  bookmarks: Bookmark[],
  open = true,
  onClose = vi.fn(),
  pageLabels: VerseBookmarkLabels = labels,
) {
  api.fetchBookmarks.mockResolvedValue(bookmarks);
  const container = document.body.appendChild(document.createElement("div"));
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <VerseBookmarkIsland
        userId="member-1"
        locale="en"
        labels={pageLabels}
        bookId="John"
        chapter={3}
        translation="WEB"
        referencePrefix="John 3"
        request={open ? request : null}
        onClose={onClose}
      />
    </SWRConfig>,
    { container },
  );
  return { ...view, onClose };
}

const bookmarkButton = (verse: number) =>
  document.querySelector<HTMLButtonElement>(`#v${verse} button`)!;

describe("VerseBookmarkIsland", () => {
  it("marks the member's bookmarked verses and labels their buttons", async () => {
    const { unmount } = renderIsland(
      [testBookmark({ type: "VERSE", verse: testVerse({ verse_start: 17, verse_end: 17 }) })],
      false,
    );
    await waitFor(() => expect(document.querySelector("#v17")).toHaveAttribute("data-bookmarked"));
    expect(document.querySelector("#v16")).not.toHaveAttribute("data-bookmarked");
    expect(bookmarkButton(17)).toHaveAccessibleName("John 3:17 is bookmarked: edit its tags");
    unmount();
    expect(document.querySelector("#v17")).not.toHaveAttribute("data-bookmarked");
    expect(bookmarkButton(17)).toHaveAccessibleName("Bookmark John 3:17");
  });

  it("shows 'Bible Verse' in the page's language and saves it under its own name", async () => {
    const user = userEvent.setup();
    const swahili = {
      ...labels,
      tagPicker: {
        ...labels.tagPicker,
        builtInTags: { bibleVerse: "Mstari wa Biblia", aiResponse: "Jibu la AI" },
      },
    };
    renderIsland([], true, vi.fn(), swahili);
    api.createBookmark.mockImplementation(async (_caller, body) =>
      testBookmark({ type: "VERSE", title: body.title, verse: body.verse, tags: body.tag_names }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Bookmark John 3:16" });
    const locked = await within(dialog).findByRole("button", { name: "Mstari wa Biblia" });
    expect(locked).toHaveAttribute("aria-pressed", "true");
    expect(within(dialog).queryByText("Bible Verse")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(api.createBookmark).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ tag_names: ["Bible Verse"] }),
    );
  });

  it("saves the verse with its reference and the chosen tags, 'Bible Verse' locked on", async () => {
    const user = userEvent.setup();
    const { onClose } = renderIsland([]);
    api.createBookmark.mockImplementation(async (_caller, body) =>
      testBookmark({ type: "VERSE", title: body.title, verse: body.verse, tags: body.tag_names }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Bookmark John 3:16" });
    expect(dialog).toHaveTextContent("For God so loved the world");
    const locked = await within(dialog).findByRole("button", { name: "Bible Verse" });
    expect(locked).toHaveAttribute("aria-pressed", "true");
    await user.click(locked);
    expect(locked).toHaveAttribute("aria-pressed", "true");
    await user.click(await within(dialog).findByRole("button", { name: "Love" }));
    await user.type(within(dialog).getByLabelText("New tag"), "Hope{Enter}");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(onClose).toHaveBeenCalled();
    expect(api.createBookmark).toHaveBeenCalledWith(
      { userId: "member-1", locale: "en" },
      {
        title: "John 3:16",
        content: "For God so loved the world",
        bookmark_type: "VERSE",
        tag_names: ["Bible Verse", "Love", "Hope"],
        verse: { book: "John", chapter: 3, verse_start: 16, verse_end: 16, translation: "WEB" },
      },
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith("This verse has been saved to your bookmarks."),
    );
    expect(document.querySelector("#v16")).toHaveAttribute("data-bookmarked");
  });

  it("edits the tags of a verse already bookmarked", async () => {
    const existing = testBookmark({
      type: "VERSE",
      verse: testVerse(),
      tags: ["Bible Verse", "Love"],
    });
    api.updateBookmark.mockImplementation(async () => existing);
    const user = userEvent.setup();
    renderIsland([existing]);
    const dialog = await screen.findByRole("dialog", { name: "Edit the bookmark of John 3:16" });
    const love = within(dialog).getByRole("button", { name: "Love" });
    expect(love).toHaveAttribute("aria-pressed", "true");
    await user.click(love);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(api.updateBookmark).toHaveBeenCalledWith(expect.anything(), existing.id, {
      tag_names: ["Bible Verse"],
    });
  });

  it("unmarks the verse and names the limit, with an upgrade link, when the server refuses", async () => {
    const user = userEvent.setup();
    const first = renderIsland([]);
    api.createBookmark.mockRejectedValue(
      new ApiError(403, "bookmark_limit_reached", "You have reached 10 bookmarks."),
    );
    const dialog = await screen.findByRole("dialog", { name: "Bookmark John 3:16" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Bookmark limit reached", {
        description: "You have reached 10 bookmarks.",
        link: { label: "Upgrade", href: "/en/upgrade" },
      }),
    );
    expect(document.querySelector("#v16")).not.toHaveAttribute("data-bookmarked");
    first.unmount();

    api.createBookmark.mockRejectedValue(new ApiError(500, "server_error", "boom"));
    renderIsland([]);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Bookmark John 3:16" })).getByRole(
        "button",
        {
          name: "Save",
        },
      ),
    );
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Failed to bookmark verse. Please try again."),
    );
  });
});

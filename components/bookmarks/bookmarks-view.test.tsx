// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import type { Bookmark, BookmarkCreate, BookmarkUpdate, Tag } from "@/lib/bookmarks/schemas";
import messages from "@/messages/en.json";
import { testBookmark, testVerse } from "@/tests/support/bookmark-fixtures";
import { BookmarksView } from "./bookmarks-view";
import { verseBooks } from "./verse-books";

const api = vi.hoisted(() => ({
  fetchBookmarks: vi.fn<() => Promise<Bookmark[]>>(),
  fetchTags: vi.fn<() => Promise<Tag[]>>(),
  createBookmark: vi.fn<(caller: unknown, body: BookmarkCreate) => Promise<Bookmark>>(),
  updateBookmark: vi.fn<(caller: unknown, id: string, body: BookmarkUpdate) => Promise<Bookmark>>(),
  deleteBookmark: vi.fn<(caller: unknown, id: string) => Promise<void>>(),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock("@/lib/bookmarks/client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/bookmarks/client")>()),
  ...api,
}));
vi.mock("@/lib/ui/toast", () => ({ toast: toasts }));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  for (const mock of [...Object.values(api), ...Object.values(toasts)]) mock.mockReset();
});

const verse = testBookmark({
  type: "VERSE",
  title: "John 3:16",
  content: "For God so loved the world",
  tags: ["Bible Verse", "Love"],
  verse: testVerse(),
  created_at: "2025-03-01T08:00:00.000Z",
});
const note = testBookmark({
  type: "NOTE",
  title: "Sunday sermon",
  content: "Grace upon grace",
  tags: ["Church"],
  created_at: "2025-03-03T08:00:00.000Z",
});
const insight = testBookmark({
  type: "INSIGHT",
  title: "On prayer",
  content: "Prayer is talking with God",
  tags: ["AI Response"],
  created_at: "2025-03-02T08:00:00.000Z",
});

function renderView(bookmarks: Bookmark[], { isPremium = true } = {}) {
  api.fetchBookmarks.mockResolvedValue(bookmarks);
  api.fetchTags.mockResolvedValue(
    [...new Set(bookmarks.flatMap((bookmark) => bookmark.tags.map((tag) => tag.name)))].map(
      (name) => ({ id: `id-${name}`, name }),
    ),
  );
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NextIntlClientProvider locale="en" messages={messages} timeZone="Africa/Nairobi">
        <BookmarksView
          userId="member-1"
          locale="en"
          isPremium={isPremium}
          verseBooks={verseBooks()}
          upgradeHref="/en/upgrade"
          bibleHref="/en/bible"
        />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

const cardTitles = () =>
  screen.queryAllByTestId("bookmark-card").map((card) => card.querySelector("h2")?.textContent);

async function openMenu(title: string, item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: `Actions for ${title}` }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
  return user;
}

describe("BookmarksView", () => {
  it("shows six skeleton cards while loading, then the cards newest first and the stats", async () => {
    renderView([verse, note, insight]);
    expect(screen.getAllByTestId("bookmark-skeleton")).toHaveLength(6);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your bookmarks…");
    await waitFor(() => expect(cardTitles()).toEqual(["Sunday sermon", "On prayer", "John 3:16"]));
    expect(screen.getByTestId("stat-verses")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-notes")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-insights")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-total")).toHaveTextContent("3");
    expect(screen.getByRole("link", { name: "Open in the reader: John 3:16" })).toHaveAttribute(
      "href",
      "/en/bible/John/3#v16",
    );
  });

  it("searches, filters by type and tag, sorts, and says when nothing matches", async () => {
    const user = userEvent.setup();
    renderView([verse, note, insight]);
    await screen.findAllByTestId("bookmark-card");

    await user.type(screen.getByLabelText("Search bookmarks"), "god");
    expect(cardTitles()).toEqual(["On prayer", "John 3:16"]);
    await user.click(screen.getByRole("radio", { name: "Verses" }));
    expect(cardTitles()).toEqual(["John 3:16"]);
    await user.click(screen.getByRole("radio", { name: "Notes" }));
    expect(screen.getByText("No bookmarks found matching your search or filter.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(cardTitles()).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText("Tag"), "Church");
    expect(cardTitles()).toEqual(["Sunday sermon"]);
    await user.selectOptions(screen.getByLabelText("Tag"), "");
    await user.selectOptions(screen.getByLabelText("Sort"), "oldest");
    expect(cardTitles()).toEqual(["John 3:16", "On prayer", "Sunday sermon"]);
  });

  it("invites a member with no bookmarks to the Bible", async () => {
    renderView([]);
    expect(await screen.findByText(/You have not saved any bookmarks yet/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Open the Bible" })).toHaveAttribute(
      "href",
      "/en/bible",
    );
  });

  it("saves the tags chosen in the tag dialog, the current ones preselected", async () => {
    renderView([verse, note]);
    api.updateBookmark.mockImplementation(async (_caller, id, body) => ({
      ...note,
      id,
      tags: (body.tag_names ?? []).map((name) => ({ id: `id-${name}`, name })),
    }));
    const user = await openMenu("Sunday sermon", "Manage Tags");
    const dialog = await screen.findByRole("dialog", { name: "Manage tags" });
    expect(within(dialog).getByRole("button", { name: "Church" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(dialog).getByRole("button", { name: "Love" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await user.click(within(dialog).getByRole("button", { name: "Love" }));
    await user.type(within(dialog).getByLabelText("New tag"), "Hope{Enter}");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(api.updateBookmark).toHaveBeenCalledWith(expect.anything(), note.id, {
      tag_names: ["Church", "Love", "Hope"],
    });
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith("Success", {
        description: "Tags updated successfully",
      }),
    );
    const card = screen
      .getAllByTestId("bookmark-card")
      .find((item) => item.textContent?.includes("Sunday sermon"))!;
    expect(card).toHaveTextContent("Hope");
  });

  it("rolls the tags back with the destructive toast when the server refuses them", async () => {
    renderView([note]);
    api.updateBookmark.mockRejectedValue(new ApiError(503, "unavailable", "down"));
    const user = await openMenu("Sunday sermon", "Manage Tags");
    const dialog = await screen.findByRole("dialog", { name: "Manage tags" });
    await user.type(within(dialog).getByLabelText("New tag"), "Hope");
    await user.click(within(dialog).getByRole("button", { name: "Add tag" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Error", { description: "Failed to update tags" }),
    );
    expect(screen.getByTestId("bookmark-card")).not.toHaveTextContent("Hope");
  });

  it("saves a note's new text when the field loses focus, and Save only closes", async () => {
    renderView([note]);
    api.updateBookmark.mockImplementation(async (_caller, id, body) => ({ ...note, id, ...body }));
    const user = await openMenu("Sunday sermon", "Edit Note");
    const field = await screen.findByLabelText("Note text");
    await waitFor(() => expect(field).toHaveFocus());
    await user.clear(field);
    await user.type(field, "Grace and truth");
    await user.tab();
    expect(api.updateBookmark).toHaveBeenCalledWith(expect.anything(), note.id, {
      content: "Grace and truth",
    });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.queryByLabelText("Note text")).not.toBeInTheDocument();
    expect(api.updateBookmark).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("bookmark-card")).toHaveTextContent("Grace and truth");
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith("Bookmark updated successfully"),
    );
  });

  it("opens a card's menu from the keyboard, its first item focused", async () => {
    const user = userEvent.setup();
    renderView([note]);
    (await screen.findByRole("button", { name: "Actions for Sunday sermon" })).focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("menuitem", { name: "View Details" })).toHaveFocus(),
    );
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Edit Note" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByLabelText("Note text")).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(screen.queryByLabelText("Note text")).not.toBeInTheDocument();
    expect(api.updateBookmark).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Actions for Sunday sermon" })).toHaveFocus(),
    );
  });

  it("deletes after the confirmation", async () => {
    renderView([verse, note]);
    api.deleteBookmark.mockResolvedValue(undefined);
    const user = await openMenu("John 3:16", "Delete");
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this bookmark?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(cardTitles()).toEqual(["Sunday sermon"]));
    expect(api.deleteBookmark).toHaveBeenCalledWith(expect.anything(), verse.id);
    expect(toasts.success).toHaveBeenCalledWith("Bookmark deleted successfully");
  });

  it("shows a free member's count and the limit toast with an upgrade link", async () => {
    renderView(
      Array.from({ length: 7 }, () => testBookmark({ type: "NOTE" })),
      { isPremium: false },
    );
    const usage = await screen.findByTestId("plan-usage");
    expect(usage).toHaveTextContent("7 of 10 bookmarks used");
    expect(within(usage).getByRole("link", { name: /Upgrade/ })).toHaveAttribute(
      "href",
      "/en/upgrade",
    );

    api.createBookmark.mockRejectedValue(
      new ApiError(403, "bookmark_limit_reached", "Free plan: 10 bookmarks. Upgrade to Premium."),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "New note" }));
    const dialog = await screen.findByRole("dialog", { name: "New note" });
    await user.click(within(dialog).getByRole("button", { name: "Save note" }));
    expect(within(dialog).getByText("Write something in the note first.")).toBeVisible();
    await user.type(within(dialog).getByLabelText("Note"), "Pray for Amani");
    await user.click(within(dialog).getByRole("button", { name: "Save note" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Bookmark limit reached", {
        description: "Free plan: 10 bookmarks. Upgrade to Premium.",
        link: { label: "Upgrade", href: "/en/upgrade" },
      }),
    );
    expect(screen.getByRole("dialog", { name: "New note" })).toBeVisible();
    expect(cardTitles()).toHaveLength(7);
  });
});

import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import en from "../../../messages/en.json" with { type: "json" };
import sw from "../../../messages/sw.json" with { type: "json" };

export const BOOKMARK_TEXTS = {
  en: { page: en.Bookmarks, verse: en.VerseBookmark, builtInTags: en.Common.builtInTags },
  sw: { page: sw.Bookmarks, verse: sw.VerseBookmark, builtInTags: sw.Common.builtInTags },
} as const;
export type BookmarkLocale = keyof typeof BOOKMARK_TEXTS;

/** The message with `{name}` placeholders filled in. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** Creates a NOTE through the API with the page's session, as the bookmarks page would. */
export async function createNoteThroughApi(request: APIRequestContext, content: string) {
  const response = await request.post("/api/v1/bookmarks/", {
    data: { content, bookmark_type: "NOTE", tag_names: [] },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A chapter page's verse bookmarking, driven by its labels. */
export class VerseBookmarking {
  constructor(
    readonly page: Page,
    readonly locale: BookmarkLocale = "en",
  ) {}

  get texts() {
    return BOOKMARK_TEXTS[this.locale].verse;
  }

  row(verse: number): Locator {
    return this.page.locator(`#verse-list > #v${verse}`);
  }

  button(verse: number): Locator {
    return this.row(verse).locator('button[data-action="bookmark"]');
  }

  async open(verse: number) {
    await this.row(verse).hover();
    // Touch screens show a verse's actions once the verse is tapped (here by its number, as a
    // footnote marker in the text would open its note instead).
    if (await this.page.evaluate(() => matchMedia("(hover: none)").matches))
      await this.row(verse)
        .locator("[data-verse-text]")
        .tap({ position: { x: 4, y: 8 } });
    await this.button(verse).click();
  }

  dialog(reference: string, editing = false): Locator {
    const title = fill(editing ? this.texts.editTitle : this.texts.title, { reference });
    return this.page.getByRole("dialog", { name: title });
  }

  /** Opens the dialog of a verse, adds tags and saves. */
  async bookmark(verse: number, reference: string, newTags: string[] = []) {
    await this.open(verse);
    const dialog = this.dialog(reference);
    await expect(dialog).toBeVisible();
    for (const tag of newTags) {
      await dialog.getByLabel(this.texts.newTag).fill(tag);
      await dialog.getByLabel(this.texts.newTag).press("Enter");
      await expect(dialog.getByRole("button", { name: tag, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    }
    await dialog.getByRole("button", { name: this.texts.save, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async expectMarked(verse: number, reference: string) {
    await expect(this.row(verse)).toHaveAttribute("data-bookmarked", "");
    await expect(this.button(verse)).toHaveAccessibleName(
      fill(this.texts.bookmarked, { reference }),
    );
  }
}

/** The /{lang}/bookmarks page, driven by its labels. */
export class BookmarksPage {
  constructor(
    readonly page: Page,
    readonly locale: BookmarkLocale = "en",
  ) {}

  get t() {
    return BOOKMARK_TEXTS[this.locale].page;
  }

  async goto() {
    await this.page.goto(`/${this.locale}/bookmarks`);
    await expect(this.page.getByRole("heading", { level: 1, name: this.t.title })).toBeVisible();
  }

  get cards(): Locator {
    return this.page.getByTestId("bookmark-card");
  }

  card(title: string): Locator {
    return this.cards.filter({
      has: this.page.getByRole("heading", { name: title, exact: true }),
    });
  }

  async expectTitles(titles: string[]) {
    await expect(this.cards.locator("h2")).toHaveText(titles);
  }

  get search(): Locator {
    return this.page.getByLabel(this.t.filters.search);
  }

  type(name: "all" | "verses" | "notes" | "insights"): Locator {
    return this.page.getByRole("radio", { name: this.t.filters[name], exact: true });
  }

  /** Chooses a type as a member does, on its visible label (the radio itself is visually hidden). */
  async showType(name: "all" | "verses" | "notes" | "insights") {
    await this.page.locator("fieldset label").filter({ hasText: this.t.filters[name] }).click();
    await expect(this.type(name)).toBeChecked();
  }

  get tagFilter(): Locator {
    return this.page.getByLabel(this.t.filters.tag, { exact: true });
  }

  stat(key: "verses" | "notes" | "insights" | "total"): Locator {
    return this.page.getByTestId(`stat-${key}`);
  }

  async menu(title: string, item: keyof typeof en.Bookmarks.card) {
    await this.page.getByRole("button", { name: fill(this.t.card.actions, { title }) }).click();
    await this.page.getByRole("menuitem", { name: this.t.card[item] }).click();
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  async newNote(title: string, content: string) {
    await this.page.getByRole("button", { name: this.t.newNote }).click();
    const dialog = this.page.getByRole("dialog", { name: this.t.newNoteDialog.title });
    await dialog.getByLabel(this.t.newNoteDialog.noteTitle).fill(title);
    await dialog.getByLabel(this.t.newNoteDialog.noteContent, { exact: true }).fill(content);
    await dialog.getByRole("button", { name: this.t.newNoteDialog.save }).click();
    await expect(dialog).toBeHidden();
  }
}

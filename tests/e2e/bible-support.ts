import { expect, type Locator, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };

export const BIBLE = { en: en.Bible, sw: sw.Bible } as const;
export const BIBLE_SECTION = { en: "bible", sw: "biblia" } as const;
export type Locale = keyof typeof BIBLE;

/** The message with `{name}` placeholders filled in (enough for the reader's simple messages). */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

export interface HighlightEvent {
  verse: string;
  on: boolean;
  at: number;
}

/**
 * Starts recording when verse rows gain and lose the 'Go to verse' highlight. The reader
 * navigates in the page, so the record survives moving to another chapter.
 */
export async function recordHighlights(page: Page) {
  await page.evaluate(() => {
    const events: HighlightEvent[] = [];
    (window as unknown as { __highlights: HighlightEvent[] }).__highlights = events;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const row = mutation.target as HTMLElement;
        events.push({
          verse: row.id,
          on: row.hasAttribute("data-highlighted"),
          at: performance.now(),
        });
      }
    }).observe(document.body, {
      attributes: true,
      attributeFilter: ["data-highlighted"],
      subtree: true,
    });
  });
  const startedAt = await page.evaluate(() => performance.now());
  return {
    startedAt,
    events: () =>
      page.evaluate(() => (window as unknown as { __highlights: HighlightEvent[] }).__highlights),
  };
}

/** Waits for one highlight of `verse` to come and go; returns when it came and how long it stayed. */
export async function expectBriefHighlight(
  recording: Awaited<ReturnType<typeof recordHighlights>>,
  verse: number,
) {
  const id = `v${verse}`;
  await expect
    .poll(
      async () =>
        (await recording.events()).filter((event) => event.verse === id).map((event) => event.on),
      {
        timeout: 15_000,
      },
    )
    .toEqual([true, false]);
  const [shown, cleared] = (await recording.events()).filter((event) => event.verse === id);
  return { shownAfter: shown.at - recording.startedAt, duration: cleared.at - shown.at };
}

/** The chapter reader. */
export class BibleReaderPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale = "en",
  ) {}

  get t() {
    return BIBLE[this.locale];
  }

  async goto(book: string, chapter: number | string, hash = "") {
    const response = await this.page.goto(
      `/${this.locale}/${BIBLE_SECTION[this.locale]}/${book}/${chapter}${hash}`,
    );
    expect(response?.status()).toBe(200);
    await this.waitUntilInteractive();
  }

  /** The reader's controls work once its scripts have loaded and hydrated. */
  async waitUntilInteractive() {
    await expect(this.verses.first()).toBeVisible();
    await expect(this.page.locator("#verse-list[data-interactive]")).toBeAttached();
    await this.page.waitForLoadState("networkidle");
  }

  async expectChapter(book: string, chapter: number) {
    await expect(this.heading).toHaveText(fill(this.t.chapterTitle, { book, chapter }));
    await expect(this.page).toHaveURL(
      new RegExp(
        `/${this.locale}/${BIBLE_SECTION[this.locale]}/${encodeURIComponent(book)}/${chapter}(#.*)?$`,
      ),
    );
    // A chapter reached in the page gets its verses from the page's HTML, not its payload.
    await expect(this.page.locator("#verse-list > li").first()).toBeVisible();
  }

  get heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  get verses() {
    return this.page.locator("#verse-list > li");
  }

  verse(number: number): Locator {
    return this.page.locator(`#verse-list > li#v${number}`);
  }

  button(name: string) {
    return this.page.getByRole("button", { name, exact: true });
  }

  link(name: string) {
    return this.page.getByRole("link", { name, exact: true });
  }

  /** The previous/next chapter control: a link when it leads somewhere, a disabled button at the ends. */
  stepControl(name: "previousChapter" | "nextChapter" | "previousBook" | "nextBook") {
    return this.page.locator(
      `#${{ previousChapter: "previous-chapter", nextChapter: "next-chapter", previousBook: "previous-book", nextBook: "next-book" }[name]}`,
    );
  }

  get chapterSelect() {
    return this.page.getByLabel(this.t.chapter, { exact: true });
  }

  get bookSelect() {
    return this.page.getByLabel(this.t.book, { exact: true });
  }

  get search() {
    return this.page.getByRole("searchbox", { name: this.t.searchLabel });
  }

  async submitSearch(text: string) {
    await this.search.fill(text);
    await this.search.press("Enter");
  }

  get results() {
    return this.page.locator("section[aria-labelledby='bible-search-status']");
  }
}

import { expect, type APIRequestContext, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import sw from "../../messages/sw.json" with { type: "json" };
import { filterStories, NO_FILTERS, type StoryFilters } from "../../lib/stories/filter";
import type { Story } from "../../lib/stories/schemas";
import { seriousViolations as checkAccessibility } from "./fixtures/accessibility";

export const STORIES = { en: en.Stories, sw: sw.Stories } as const;
export const STORIES_SECTION = { en: "stories", sw: "hadithi" } as const;
export type Locale = keyof typeof STORIES;

/** The stories as the API serves them, to work out what each filter should show. */
export async function apiStories(request: APIRequestContext, locale: Locale): Promise<Story[]> {
  const response = await request.get("/api/v1/stories/list/", { headers: { Locale: locale } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { results: Story[] } }).data.results;
}

export function expectedTitles(stories: Story[], filters: Partial<StoryFilters>): string[] {
  return filterStories(stories, { ...NO_FILTERS, ...filters }).map((story) => story.title);
}

/** The story list page and its filter panel. */
export class StoriesListPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  get t() {
    return STORIES[this.locale];
  }

  async goto(query = "") {
    const response = await this.page.goto(
      `/${this.locale}/${STORIES_SECTION[this.locale]}${query}`,
    );
    expect(response?.status()).toBe(200);
    await expect(this.page.getByRole("heading", { level: 1, name: this.t.title })).toBeVisible();
    // The filters react once the page has hydrated, after its scripts have loaded.
    await this.page.waitForLoadState("networkidle");
  }

  get cards() {
    return this.page.getByTestId("story-card");
  }

  get search() {
    return this.page.getByLabel(this.t.search);
  }

  get slider() {
    return this.page.getByRole("slider", { name: this.t.maxReadingTime });
  }

  tag(label: string) {
    return this.page.getByRole("checkbox", { name: label, exact: true });
  }

  async titles(): Promise<string[]> {
    return (await this.cards.getByRole("heading", { level: 2 }).allTextContents()).map((title) =>
      title.trim(),
    );
  }

  async expectTitles(titles: string[]) {
    await expect(this.cards.getByRole("heading", { level: 2 })).toHaveText(titles);
  }

  async chooseAgeGroup(label: string) {
    await this.page.getByLabel(this.t.ageGroup).selectOption({ label });
  }

  /** Moves the reading-time slider with the keyboard to `minutes`. */
  async setMaxReadingTime(minutes: number) {
    await this.slider.focus();
    const current = Number(await this.slider.getAttribute("aria-valuenow"));
    const key = minutes < current ? "ArrowLeft" : "ArrowRight";
    for (let step = 0; step < Math.abs(current - minutes); step += 1) await this.slider.press(key);
    await expect(this.slider).toHaveAttribute("aria-valuenow", String(minutes));
  }
}

/** The shared accessibility check, with the stories' light-theme exception. */
export function seriousViolations(page: Page, colorScheme: "light" | "dark"): Promise<string[]> {
  // The light palette of app/theme.css puts dark text on a dark background everywhere (reported); contrast is checked in dark.
  return checkAccessibility(page, { skipRules: colorScheme === "light" ? ["color-contrast"] : [] });
}

import { expect, test } from "@playwright/test";
import {
  apiStories,
  expectedTitles,
  seriousViolations,
  STORIES,
  STORIES_SECTION,
  StoriesListPage,
} from "./stories-support";

test.describe("stories list", () => {
  test("is server-rendered with every story, crawlable without JavaScript", async ({
    browser,
    request,
  }) => {
    for (const locale of ["en", "sw"] as const) {
      const stories = await apiStories(request, locale);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const list = new StoriesListPage(page, locale);
      await page.goto(`/${locale}/${STORIES_SECTION[locale]}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await list.expectTitles(stories.map((story) => story.title));
      await expect(
        list.cards.first().getByRole("link", { name: new RegExp(`^${STORIES[locale].readStory}`) }),
      ).toHaveAttribute("href", `/${locale}/${STORIES_SECTION[locale]}/${stories[0].slug}`);
      await context.close();
    }
  });

  test("the page carries the stories' texts only when its address holds a search", async ({
    request,
  }) => {
    const stories = await apiStories(request, "sw");
    // Letters and spaces only, so no escaping in the HTML or its payload can hide a copy.
    const deepInText = (plain: string) => {
      const words = plain.replace(/\s+/g, " ").match(/[\p{L} ]{40,}/gu) ?? [];
      return words.at(-1)!.trim();
    };
    const plain = await (await request.get(`/sw/${STORIES_SECTION.sw}`)).text();
    for (const story of stories) expect(plain).not.toContain(deepInText(story.story_content_plain));
    const searched = await (await request.get(`/sw/${STORIES_SECTION.sw}?q=Yesu`)).text();
    expect(searched).toContain(deepInText(stories[0].story_content_plain));
  });

  test("cards show the image, title, a 200-character excerpt, at most 3 tags and a Read Story link", async ({
    page,
    request,
  }) => {
    const [first] = await apiStories(request, "en");
    const list = new StoriesListPage(page, "en");
    await list.goto();
    const card = list.cards.first();
    await expect(card.getByRole("img", { name: first.image_alt })).toBeVisible();
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(first.title);
    const excerpt = first.story_content_plain.replace(/\s+/g, " ").slice(0, 200).trimEnd();
    await expect(card.getByText(`${excerpt}…`)).toBeVisible();
    await expect(
      card.getByRole("list", { name: STORIES.en.tags }).getByRole("listitem"),
    ).toHaveText(first.tags_list.slice(0, 3));
    await card.getByRole("link", { name: `${STORIES.en.readStory}: ${first.title}` }).click();
    await expect(page).toHaveURL(`/en/stories/${first.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  });

  test("search matches titles and story text in any case", async ({ page, request }) => {
    const stories = await apiStories(request, "en");
    const list = new StoriesListPage(page, "en");
    await list.goto();
    await list.search.fill("GOLIATH");
    await list.expectTitles(expectedTitles(stories, { search: "GOLIATH" }));
    expect(await list.titles()).toContain("David and Goliath");

    const phrase = "five loaves";
    await list.search.fill(phrase);
    const byText = expectedTitles(stories, { search: phrase });
    expect(byText.length).toBeGreaterThan(0);
    await list.expectTitles(byText);
  });

  test("age group keeps only that group, and 'All ages' brings every story back", async ({
    page,
    request,
  }) => {
    const stories = await apiStories(request, "en");
    const list = new StoriesListPage(page, "en");
    await list.goto();
    await list.chooseAgeGroup("Adults");
    const adults = expectedTitles(stories, { ageGroup: "adults" });
    expect(adults.length).toBeGreaterThan(0);
    expect(adults.length).toBeLessThan(stories.length);
    await list.expectTitles(adults);
    await expect(page).toHaveURL(/[?&]age=adults/);
    await list.chooseAgeGroup(STORIES.en.allAges);
    await expect(list.cards).toHaveCount(stories.length);
  });

  test("the reading-time slider runs from 1 to the longest story (at least 10) and hides longer stories", async ({
    page,
    request,
  }) => {
    const stories = await apiStories(request, "en");
    const longest = Math.max(...stories.map((story) => story.reading_time_minutes));
    const list = new StoriesListPage(page, "en");
    await list.goto();
    await expect(list.slider).toHaveAttribute("aria-valuemin", "1");
    await expect(list.slider).toHaveAttribute("aria-valuemax", String(Math.max(10, longest)));
    await expect(list.slider).toHaveAttribute("aria-valuenow", String(Math.max(10, longest)));

    const limit = longest - 1;
    await list.setMaxReadingTime(limit);
    const shorter = expectedTitles(stories, { maxReadingTime: limit });
    expect(shorter.length).toBeLessThan(stories.length);
    await list.expectTitles(shorter);
    await expect(page).toHaveURL(new RegExp(`[?&]time=${limit}`));

    await list.setMaxReadingTime(1);
    await expect(page.getByText(STORIES.en.noMatch)).toBeVisible();
    await page.getByRole("button", { name: STORIES.en.clearFilters }).last().click();
    await expect(list.cards).toHaveCount(stories.length);
  });

  test("tags require every checked tag", async ({ page, request }) => {
    const stories = await apiStories(request, "en");
    const list = new StoriesListPage(page, "en");
    await list.goto();
    await list.tag("Parables").check();
    await list.expectTitles(expectedTitles(stories, { tags: ["parables"] }));
    await list.tag("Forgiveness").check();
    const both = expectedTitles(stories, { tags: ["parables", "forgiveness"] });
    expect(both).toEqual(["The Prodigal Son"]);
    await list.expectTitles(both);
    await expect(page).toHaveURL(/[?&]tags=parables,forgiveness/);
    await list.tag("Parables").uncheck();
    await list.expectTitles(expectedTitles(stories, { tags: ["forgiveness"] }));
  });

  test("filters combine, and the URL shares the filtered list, rendered by the server", async ({
    page,
    browser,
    request,
  }) => {
    const stories = await apiStories(request, "en");
    const list = new StoriesListPage(page, "en");
    await list.goto();
    const filters = {
      search: "jesus",
      ageGroup: "children",
      tags: ["miracles"],
      maxReadingTime: 4,
    };
    await list.search.fill(filters.search);
    await list.chooseAgeGroup("Children");
    await list.tag("Miracles").check();
    await list.setMaxReadingTime(filters.maxReadingTime);
    const combined = expectedTitles(stories, filters);
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.length).toBeLessThan(expectedTitles(stories, { tags: ["miracles"] }).length);
    await list.expectTitles(combined);
    await expect(page.getByTestId("story-count")).toHaveText(
      `${combined.length} of ${stories.length} stories`,
    );
    await expect(page).toHaveURL(/\?q=jesus&age=children&tags=miracles&time=4$/);

    const shared = page.url();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const serverRendered = new StoriesListPage(await context.newPage(), "en");
    await serverRendered.page.goto(shared);
    await serverRendered.expectTitles(combined);
    await context.close();

    const other = new StoriesListPage(await page.context().newPage(), "en");
    await other.goto(new URL(shared).search);
    await other.expectTitles(combined);
    await expect(other.search).toHaveValue("jesus");
    await expect(other.tag("Miracles")).toBeChecked();
    await expect(other.slider).toHaveAttribute("aria-valuenow", "4");
    await expect(other.page.getByLabel(STORIES.en.ageGroup)).toHaveValue("children");
  });

  test("works in Swahili, and the language switch keeps the filters", async ({ page, request }) => {
    const stories = await apiStories(request, "sw");
    const list = new StoriesListPage(page, "sw");
    await list.goto();
    await expect(page).toHaveTitle(new RegExp(STORIES.sw.metaTitle));
    await list.tag("Mifano ya Yesu").check();
    await list.expectTitles(expectedTitles(stories, { tags: ["parables"] }));
    await expect(page).toHaveURL(/\/sw\/hadithi\?tags=parables$/);
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL(/\/en\/stories\?tags=parables$/);
    const english = new StoriesListPage(page, "en");
    await expect(english.tag("Parables")).toBeChecked();
    await english.expectTitles(
      expectedTitles(await apiStories(request, "en"), { tags: ["parables"] }),
    );
  });

  test("has its own metadata and CollectionPage structured data", async ({
    page,
    request,
    baseURL,
  }) => {
    const stories = await apiStories(request, "sw");
    await page.goto("/sw/hadithi");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/sw/hadithi`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      `${baseURL}/en/stories`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      STORIES.sw.metaDescription,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "sw_KE");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const collection = blocks
      .map((block) => JSON.parse(block))
      .find((data) => data["@type"] === "CollectionPage");
    expect(collection).toMatchObject({
      inLanguage: "sw",
      mainEntity: { "@type": "ItemList", numberOfItems: stories.length },
    });
    expect(collection.mainEntity.itemListElement[0]).toMatchObject({
      position: 1,
      name: stories[0].title,
      url: `${baseURL}/sw/hadithi/${stories[0].slug}`,
    });
  });

  test("has no serious accessibility problems, in dark and light", async ({ page }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      await new StoriesListPage(page, "en").goto("?tags=faith");
      expect(await seriousViolations(page, colorScheme), colorScheme).toEqual([]);
    }
  });

  test("phone layout: filters fold away behind a button and cards fit the screen @mobile", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const stories = await apiStories(request, "sw");
    const list = new StoriesListPage(page, "sw");
    await list.goto();
    await expect(list.search).toBeVisible();
    await expect(list.tag("Imani")).toBeHidden();
    const toggle = page.getByRole("button", { name: STORIES.sw.showFilters });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: STORIES.sw.hideFilters })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await list.tag("Imani").check();
    await list.expectTitles(expectedTitles(stories, { tags: ["faith"] }));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await list.cards.first().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await list.cards.first().getByRole("link").click();
    await expect(page).toHaveURL(
      new RegExp(`/sw/hadithi/${stories.find((story) => story.tag_ids.includes("faith"))?.slug}$`),
    );
  });
});

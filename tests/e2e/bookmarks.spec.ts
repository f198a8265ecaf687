import { seriousViolations } from "./fixtures/accessibility";
import { AuthPage, expect, test } from "./fixtures/auth";
import { toast } from "./fixtures/operator";
import {
  BOOKMARK_TEXTS,
  BookmarksPage,
  createNoteThroughApi,
  fill,
  VerseBookmarking,
} from "./pages/bookmarks-page";

const en = BOOKMARK_TEXTS.en;
const sw = BOOKMARK_TEXTS.sw;

test.describe("verse bookmarks and the bookmarks page", () => {
  test("a member bookmarks verses in Swahili and English, sees them marked and finds them by search and tag", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/sw/biblia/Yohana/3");
    const swahili = new VerseBookmarking(page, "sw");
    await swahili.open(16);
    const dialog = swahili.dialog("Yohana 3:16");
    await expect(dialog).toContainText("Kwa maana jinsi hii Mungu aliupenda ulimwengu");
    // 'Bible Verse' in the page's language ('Mstari wa Biblia'), saved under its own name.
    const locked = dialog.getByRole("button", { name: sw.builtInTags.bibleVerse, exact: true });
    await expect(locked).toHaveAttribute("aria-pressed", "true");
    await locked.press("Space");
    await expect(locked).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: sw.verse.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(swahili.row(16)).not.toHaveAttribute("data-bookmarked");

    await swahili.bookmark(16, "Yohana 3:16", ["Upendo"]);
    await expect(toast(page, sw.verse.saved)).toBeVisible();
    await swahili.expectMarked(16, "Yohana 3:16");
    await page.reload();
    await swahili.expectMarked(16, "Yohana 3:16");
    await expect(swahili.row(17)).not.toHaveAttribute("data-bookmarked");

    await page.goto("/en/bible/Psalms/23");
    const english = new VerseBookmarking(page, "en");
    await english.bookmark(1, "Psalm 23:1", ["Comfort"]);
    await expect(toast(page, en.verse.saved)).toBeVisible();
    await english.expectMarked(1, "Psalm 23:1");

    const bookmarks = new BookmarksPage(page);
    await bookmarks.goto();
    await bookmarks.expectTitles(["Psalm 23:1", "Yohana 3:16"]);
    await expect(bookmarks.stat("verses")).toContainText("2");
    await expect(bookmarks.stat("total")).toContainText("2");

    await bookmarks.search.fill("ulimwengu");
    await bookmarks.expectTitles(["Yohana 3:16"]);
    await bookmarks.search.fill("COMFORT");
    await bookmarks.expectTitles(["Psalm 23:1"]);
    await bookmarks.search.fill("bible verse");
    await bookmarks.expectTitles(["Psalm 23:1", "Yohana 3:16"]);
    await bookmarks.search.fill("");
    await bookmarks.tagFilter.selectOption("Upendo");
    await bookmarks.expectTitles(["Yohana 3:16"]);
    await bookmarks.showType("notes");
    await expect(page.getByText(en.page.emptyFiltered)).toBeVisible();
    await page.getByRole("button", { name: en.page.filters.clear }).click();
    await bookmarks.expectTitles(["Psalm 23:1", "Yohana 3:16"]);

    await bookmarks.menu("Yohana 3:16", "viewDetails");
    const details = page.getByRole("dialog", { name: "Yohana 3:16" });
    await expect(details).toContainText("Upendo");
    await details.getByRole("link", { name: en.page.details.openInReader }).click();
    await expect(page).toHaveURL(/\/sw\/biblia\/Yohana\/3#v16$/);
    await swahili.expectMarked(16, "Yohana 3:16");
  });

  test("a member edits tags, writes and edits a note (saved on blur) and deletes", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/en/bible/John/3");
    await new VerseBookmarking(page).bookmark(16, "John 3:16");
    await expect(toast(page, en.verse.saved)).toBeVisible();

    const bookmarks = new BookmarksPage(page);
    await bookmarks.goto();
    await bookmarks.newNote("Sunday sermon", "Grace upon grace");
    await expect(toast(page, en.page.toasts.created)).toBeVisible();
    await bookmarks.expectTitles(["Sunday sermon", "John 3:16"]);
    await expect(bookmarks.stat("notes")).toContainText("1");

    await bookmarks.menu("John 3:16", "manageTags");
    const tags = page.getByRole("dialog", { name: en.page.tagDialog.title });
    await expect(tags.getByRole("button", { name: "Bible Verse", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await tags.getByLabel(en.page.tagPicker.newTag).fill("Gospel");
    await tags.getByRole("button", { name: en.page.tagPicker.addTag }).click();
    await tags.getByRole("button", { name: en.page.tagDialog.save, exact: true }).click();
    await expect(toast(page, en.page.toasts.tagsUpdated)).toBeVisible();
    await expect(bookmarks.card("John 3:16")).toContainText("Gospel");
    await expect(
      page.getByRole("button", { name: fill(en.page.card.actions, { title: "John 3:16" }) }),
    ).toBeFocused();

    await bookmarks.menu("Sunday sermon", "editNote");
    const field = page.getByLabel(en.page.card.noteLabel);
    await expect(field).toBeFocused();
    await field.fill("Grace and truth came through Jesus");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(field).toBeHidden();
    await expect(toast(page, en.page.toasts.updated)).toBeVisible();
    await page.reload();
    await expect(bookmarks.card("Sunday sermon")).toContainText(
      "Grace and truth came through Jesus",
    );

    await bookmarks.menu("Sunday sermon", "delete");
    const confirm = page.getByRole("alertdialog", { name: en.page.delete.title });
    await confirm.getByRole("button", { name: en.page.delete.confirm }).click();
    await expect(toast(page, en.page.toasts.deleted)).toBeVisible();
    await bookmarks.expectTitles(["John 3:16"]);
    await page.reload();
    await bookmarks.expectTitles(["John 3:16"]);
  });

  test("a verse bookmarked before the member's list has loaded leaves the others marked", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/en/bible/John/3");
    const reader = new VerseBookmarking(page);
    await reader.bookmark(16, "John 3:16");
    await reader.expectMarked(16, "John 3:16");

    // A slow connection: the list is answered as it is now, and arrives only after a new save.
    let saved: () => void = () => undefined;
    const newBookmarkSaved = new Promise<void>((resolve) => (saved = resolve));
    await page.route(
      /\/api\/v1\/bookmarks\/$/,
      async (route) => {
        if (route.request().method() !== "GET") return route.fallback();
        const response = await route.fetch();
        await newBookmarkSaved;
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    await page.reload();
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/v1/bookmarks/") && response.request().method() === "POST",
    );
    await reader.bookmark(17, "John 3:17");
    expect((await created).status()).toBe(201);
    saved();

    await reader.expectMarked(17, "John 3:17");
    await reader.expectMarked(16, "John 3:16");
  });

  test("the free limit: the 11th bookmark is refused with the upgrade link", async ({
    page,
    signUp,
  }) => {
    await signUp();
    for (let index = 1; index <= 10; index += 1) {
      await createNoteThroughApi(page.request, `Prayer note ${index}`);
    }
    await page.goto("/en/bible/John/3");
    const reader = new VerseBookmarking(page);
    await reader.bookmark(16, "John 3:16");
    const refused = toast(page, en.verse.limitTitle);
    await expect(refused).toBeVisible();
    await expect(refused.getByRole("link", { name: en.verse.upgrade })).toHaveAttribute(
      "href",
      "/en/upgrade",
    );
    await expect(reader.row(16)).not.toHaveAttribute("data-bookmarked");

    const bookmarks = new BookmarksPage(page);
    await bookmarks.goto();
    await expect(page.getByTestId("plan-usage")).toContainText(
      fill(en.page.plan.usage, { count: 10, limit: 10 }),
    );
    await expect(page.getByTestId("plan-usage").getByRole("link")).toHaveAttribute(
      "href",
      "/en/upgrade",
    );
  });

  test("a visitor's bookmark button leads to sign-in and back to the verse", async ({
    page,
    signUp,
  }) => {
    const account = await signUp();
    await page.context().clearCookies();
    await page.goto("/en/bible/John/3");
    const reader = new VerseBookmarking(page);
    await reader.open(16);
    await expect(page).toHaveURL(/\/auth\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("mode")).toBe("signin");
    expect(url.searchParams.get("callbackUrl")).toBe("/en/bible/John/3#v16");

    await new AuthPage(page).signIn(account);
    await expect(page).toHaveURL(/\/en\/bible\/John\/3#v16$/);
    await reader.open(16);
    await expect(reader.dialog("John 3:16")).toBeVisible();
  });

  test("a guest sees no bookmark button and is sent from the bookmarks page to sign in", async ({
    page,
    signInAsGuest,
  }) => {
    await signInAsGuest();
    await page.goto("/en/bible/John/3");
    await expect(page.locator("#verse-list")).not.toHaveAttribute("data-can-bookmark");
    await expect(new VerseBookmarking(page).button(16)).toBeHidden();
    await page.goto("/en/bookmarks");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fen%2Fbookmarks/);
  });

  test("the page, its empty state and its dialogs have no serious accessibility violations", async ({
    page,
    signUp,
  }) => {
    // Seven axe scans, two languages and a reload: slow by nature.
    test.slow();
    await signUp();
    const bookmarks = new BookmarksPage(page, "sw");
    await bookmarks.goto();
    await expect(page.getByText(sw.page.empty)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/en/bible/John/3");
    const reader = new VerseBookmarking(page);
    await reader.open(16);
    await expect(
      reader.dialog("John 3:16").getByRole("button", { name: "Bible Verse" }),
    ).toBeVisible();
    expect(await seriousViolations(page, { within: "[role=dialog]" })).toEqual([]);
    await page.keyboard.press("Escape");

    const english = new BookmarksPage(page);
    await english.goto();
    await english.newNote("Morning prayer", "Give us this day our daily bread");
    await english.expectTitles(["Morning prayer"]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await english.expectTitles(["Morning prayer"]);
    expect(await seriousViolations(page)).toEqual([]);
    for (const item of ["viewDetails", "manageTags", "delete"] as const) {
      await english.menu("Morning prayer", item);
      const dialog = page.locator("[role=dialog], [role=alertdialog]");
      await expect(dialog).toBeVisible();
      expect(
        await seriousViolations(page, { within: "[role=dialog], [role=alertdialog]" }),
      ).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    await page.getByRole("button", { name: en.page.newNote }).click();
    expect(await seriousViolations(page, { within: "[role=dialog]" })).toEqual([]);
  });

  test("@mobile the page works at phone size", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/sw/biblia/Zaburi/23");
    await new VerseBookmarking(page, "sw").bookmark(1, "Zaburi 23:1");
    await expect(toast(page, sw.verse.saved)).toBeVisible();

    const bookmarks = new BookmarksPage(page, "sw");
    await bookmarks.goto();
    await bookmarks.expectTitles(["Zaburi 23:1"]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await bookmarks.showType("verses");
    await bookmarks.expectTitles(["Zaburi 23:1"]);
    await bookmarks.menu("Zaburi 23:1", "viewDetails");
    await expect(page.getByRole("dialog", { name: "Zaburi 23:1" })).toBeInViewport();
    expect(await seriousViolations(page, { within: "[role=dialog]" })).toEqual([]);
  });
});

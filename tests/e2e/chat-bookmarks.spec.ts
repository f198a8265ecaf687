import { seriousViolations } from "./fixtures/accessibility";
import { expect, test } from "./fixtures/auth";
import { toast } from "./fixtures/operator";
import { ChatPage } from "./pages/chat-page";

// Bookmarking a reply goes through POST/PATCH /bookmarks/ (the bookmarks API).
test("a member copies a reply and bookmarks it once, then edits its tags", async ({
  page,
  signUp,
}) => {
  await signUp();
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(chat.welcome).toBeVisible();
  const reply = await chat.ask("What does the Bible say about hope?");

  await reply.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(reply.getByRole("button", { name: "Copied" })).toBeVisible();
  await expect(toast(page, "Message Copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());

  await reply.getByRole("button", { name: "Bookmark" }).click();
  const addTags = page.getByRole("dialog", { name: "Add Tags" });
  await expect(addTags).toBeVisible();
  expect(await seriousViolations(page, { within: "[role=dialog]" })).toEqual([]);
  await addTags.getByLabel("New tag").fill("Hope");
  await addTags.getByLabel("New tag").press("Enter");
  await expect(addTags.getByRole("button", { name: "Remove the tag Hope" })).toBeVisible();
  await addTags.getByRole("button", { name: "Save Bookmark" }).click();
  await expect(toast(page, "Message bookmarked successfully")).toBeVisible();
  await expect(addTags).toBeHidden();
  await expect(reply.getByRole("button", { name: "Edit tags" })).toBeVisible();

  // The server says the reply is bookmarked: after a reload it is still 'Edit tags'.
  await page.reload();
  const kept = chat.savedReplies.first();
  await kept.getByRole("button", { name: "Edit tags" }).click();
  const editTags = page.getByRole("dialog", { name: "Edit Tags" });
  await expect(editTags.getByRole("button", { name: "Remove the tag Hope" })).toBeVisible();
  await editTags.getByLabel("New tag").fill("Faith");
  await editTags.getByRole("button", { name: "Update Tags" }).click();
  await expect(toast(page, "Tags updated successfully")).toBeVisible();

  const bookmarks = (await (await page.request.get("/api/v1/bookmarks/")).json()).data as Array<{
    title: string;
    content: string;
    bookmark_type: string;
    tags: Array<{ name: string }>;
  }>;
  expect(bookmarks).toHaveLength(1);
  expect(bookmarks[0].bookmark_type).toBe("INSIGHT");
  expect(bookmarks[0].content).toBe(copied);
  expect(bookmarks[0].title).toBe(copied.split("\n")[0].slice(0, 100));
  expect(bookmarks[0].tags.map(({ name }) => name)).toEqual(
    expect.arrayContaining(["Hope", "Faith"]),
  );
});

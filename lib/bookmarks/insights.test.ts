import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { getDb } from "@/lib/db/client";
import { chatMessages, chatSessions } from "@/lib/db/schema";
import { listOf, postBookmark, tagNamesOf } from "@/tests/support/bookmarks";
import { describeEachDatabase } from "@/tests/support/databases";

/** A session of the user's with one question and the assistant's reply; the ids of both. */
async function conversationOf(user: TestUser) {
  const db = await getDb();
  const [session] = await db
    .insert(chatSessions)
    .values({ userId: user.id })
    .returning({ id: chatSessions.id });
  const [question, reply] = await db
    .insert(chatMessages)
    .values([
      { sessionId: session.id, text: "What is grace?", isUser: true },
      { sessionId: session.id, text: "Grace is God's favour, freely given.", isUser: false },
    ])
    .returning({ id: chatMessages.id });
  return { questionId: question.id, replyId: reply.id };
}

const insight = (extra: Record<string, unknown> = {}) => ({
  content: "Grace is God's favour, freely given.",
  bookmark_type: "INSIGHT",
  ...extra,
});

describeEachDatabase("insight bookmarks", () => {
  let member: TestUser;

  beforeAll(async () => {
    member = await createTestUser();
  });

  it("always carry 'AI Response' and are named by the member's question", async () => {
    const named = await postBookmark(
      member,
      insight({ last_user_message: "\n  What is grace?\nTell me more", tag_names: ["Grace"] }),
    );
    expect(named.status).toBe(201);
    expect(named.bookmark!.title).toBe("What is grace?");
    expect(tagNamesOf(named.bookmark!)).toEqual(["AI Response", "Grace"]);

    const long = await postBookmark(member, insight({ last_user_message: "why ".repeat(50) }));
    expect(long.bookmark!.title).toBe(`${"why ".repeat(50).slice(0, 97)}...`);

    const untitled = await postBookmark(member, insight());
    expect(untitled.bookmark!.title).toBe("Untitled");
    expect(tagNamesOf(untitled.bookmark!)).toEqual(["AI Response"]);
  });

  it("keep a chat reply once: saving it again updates the first bookmark's tags", async () => {
    const { replyId } = await conversationOf(member);
    const first = await postBookmark(member, insight({ message_id: replyId, tag_names: ["One"] }));
    expect(first.status).toBe(201);
    expect(first.bookmark!.message_id).toBe(replyId);
    const again = await postBookmark(member, insight({ message_id: replyId, tag_names: ["Two"] }));
    expect(again.status).toBe(200);
    expect(again.bookmark!.id).toBe(first.bookmark!.id);
    expect(tagNamesOf(again.bookmark!)).toEqual(["AI Response", "Two"]);
    const kept = (await listOf(member)).filter((bookmark) => bookmark.message_id === replyId);
    expect(kept).toHaveLength(1);
  });

  it("refuse with 404 a message that is the member's own question, another's or none", async () => {
    const before = (await listOf(member)).length;
    const mine = await conversationOf(member);
    const theirs = await conversationOf(await createTestUser());
    for (const messageId of [mine.questionId, theirs.replyId, randomUUID()]) {
      const response = await postBookmark(member, insight({ message_id: messageId }));
      expect(response.status).toBe(404);
    }
    expect(await listOf(member)).toHaveLength(before);
  });

  it("refuse a message id on another type of bookmark", async () => {
    const { replyId } = await conversationOf(member);
    const response = await postBookmark(member, {
      content: "A note",
      bookmark_type: "NOTE",
      message_id: replyId,
    });
    expect(response.status).toBe(400);
    expect(response.json.fields).toHaveProperty("message_id");
  });
});

import { sql } from "drizzle-orm";
import { activatePremium } from "@/lib/accounts/service";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { getDb } from "@/lib/db/client";
import { callApi } from "@/tests/support/api";
import type { ChatSession } from "@/lib/chat/schemas";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A member on the premium plan for a year from now. */
export async function createPremiumUser(): Promise<TestUser> {
  const member = await createTestUser();
  await activatePremium({ userId: member.id, until: new Date(Date.now() + YEAR_MS) });
  return member;
}

/** A new session of the member through the API. */
export async function createChatSession(member: TestUser, sessionName?: string) {
  const response = await callApi("chat/sessions/", {
    method: "POST",
    headers: member.headers,
    body: sessionName === undefined ? {} : { session_name: sessionName },
  });
  if (response.status !== 201) throw new Error(`Session not created: ${response.status}`);
  return response.json.data as ChatSession;
}

export function sendMessage(
  user: TestUser,
  sessionId: string,
  text: string,
  extra: Record<string, unknown> = {},
) {
  return callApi(`chat/sessions/${sessionId}/add_message/`, {
    method: "POST",
    headers: user.headers,
    body: { text, is_user: true, timestamp: new Date().toISOString(), ...extra },
  });
}

/** Replies stored in a session of this name fail in the database itself. */
export const FAILING_SESSION = "A session whose replies cannot be stored";

/** A real database failure for the tests of failed replies: a trigger refusing them. */
export async function installReplyFailure(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    create or replace function refuse_test_replies() returns trigger language plpgsql as $$
    begin
      if not new.is_user and exists (
        select 1 from chat_sessions
        where id = new.session_id and session_name = ${sql.raw(`'${FAILING_SESSION}'`)}
      ) then
        raise exception 'replies refused for the test';
      end if;
      return new;
    end $$`);
  await db.execute(sql`
    create or replace trigger refuse_test_replies before insert on chat_messages
    for each row execute function refuse_test_replies()`);
}

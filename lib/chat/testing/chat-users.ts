import { activatePremium } from "@/lib/accounts/service";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { callApi } from "@/tests/support/api";
import type { ChatSession } from "../schemas";

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

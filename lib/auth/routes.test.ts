import { beforeAll, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { Auth } from "@auth/core";
import { POST as tokenPost } from "@/app/api/auth/token/route";
import { createTestUser } from "@/lib/auth/test-users";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import { authConfig } from "./config";
import { AUTH_LIMITS } from "./rate-limit";
import { limitSignInAttempt } from "./sign-in-limits";
import { findUserById } from "./users";

const ORIGIN = "http://localhost";

// What app/api/auth/[...nextauth]/route.ts does, minus next-auth's Next.js wrapper (which Vitest cannot load).
const authGet = (request: Request) => Auth(request, authConfig());
const authPost = async (request: Request) =>
  (await limitSignInAttempt(request)) ?? Auth(request, authConfig());

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Posts a next-auth credentials form as the browser client does. */
async function postCredentials(
  provider: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const csrfResponse = await authGet(new Request(`${ORIGIN}/api/auth/csrf`));
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const response = await authPost(
    new Request(`${ORIGIN}/api/auth/callback/${provider}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Auth-Return-Redirect": "1",
        Cookie: cookiesOf(csrfResponse),
        ...headers,
      },
      body: new URLSearchParams({ ...fields, csrfToken, callbackUrl: "/en/profile" }),
    }),
  );
  const body = (await response.json()) as { url?: string; detail?: string; code?: string };
  const url = body.url ? new URL(body.url) : null;
  return {
    response,
    body,
    error: url?.searchParams.get("code") ?? null,
    cookies: cookiesOf(response),
  };
}

async function sessionOf(cookies: string) {
  const response = await authGet(
    new Request(`${ORIGIN}/api/auth/session`, { headers: { Cookie: cookies } }),
  );
  return (await response.json()) as {
    user?: { id: string; email: string | null; isGuest: boolean };
  } | null;
}

describeEachDatabase("sign-up, sign-in and guest sessions", () => {
  beforeAll(async () => {
    await getDb();
  });

  it("signs up, then signs in with the e-mail in any case, and refuses a wrong password with one generic code", async () => {
    const signUp = await postCredentials(
      "sign-up",
      { email: "Baraka@Example.com", password: "secret1" },
      { "X-Forwarded-For": "10.0.0.1" },
    );
    expect(signUp.error).toBeNull();
    expect(new URL(signUp.body.url!).pathname).toBe("/en/profile");
    const session = await sessionOf(signUp.cookies);
    expect(session?.user).toMatchObject({ email: "baraka@example.com", isGuest: false });

    const again = await postCredentials(
      "sign-up",
      { email: "baraka@example.COM", password: "another1" },
      { "X-Forwarded-For": "10.0.0.1" },
    );
    expect(again.error).toBe("email_taken");

    const signIn = await postCredentials(
      "credentials",
      { email: "BARAKA@example.com", password: "secret1" },
      { "X-Forwarded-For": "10.0.0.1" },
    );
    expect(signIn.error).toBeNull();
    expect((await sessionOf(signIn.cookies))?.user?.id).toBe(session?.user?.id);

    const wrongPassword = await postCredentials(
      "credentials",
      { email: "baraka@example.com", password: "wrong" },
      { "X-Forwarded-For": "10.0.0.1" },
    );
    const unknownEmail = await postCredentials(
      "credentials",
      { email: "nobody@example.com", password: "secret1" },
      { "X-Forwarded-For": "10.0.0.1" },
    );
    expect(wrongPassword.error).toBe("invalid_credentials");
    expect(unknownEmail.error).toBe("invalid_credentials");
    expect(wrongPassword.cookies).not.toContain("authjs.session-token=e");
  });

  it("creates an anonymous guest user", async () => {
    const guest = await postCredentials("guest", {}, { "X-Forwarded-For": "10.0.0.2" });
    const session = await sessionOf(guest.cookies);
    expect(session?.user).toMatchObject({ email: null, isGuest: true });
    expect(await findUserById(session!.user!.id)).toMatchObject({ isGuest: true, email: null });
  });

  it("mints API tokens from the session cookie only", async () => {
    const member = await createTestUser();
    const minted = await tokenPost(
      new Request(`${ORIGIN}/api/auth/token`, {
        method: "POST",
        headers: await member.cookieHeaders(),
      }),
    );
    expect(minted.status).toBe(200);
    const { data } = (await minted.json()) as { data: { token: string; expires_at: string } };
    expect(new Date(data.expires_at).getTime()).toBeGreaterThan(Date.now());
    const profile = await callApi("session/token/", {
      method: "POST",
      headers: { Authorization: `Bearer ${data.token}` },
    });
    expect(profile.json.data.id).toBe(member.id);

    const chained = await tokenPost(
      new Request(`${ORIGIN}/api/auth/token`, {
        method: "POST",
        headers: { Authorization: `Bearer ${data.token}`, Locale: "sw" },
      }),
    );
    expect(chained.status).toBe(401);
    expect(await chained.json()).toEqual({
      detail: "Tafadhali ingia kwenye akaunti yako kwanza.",
      code: "unauthorized",
    });
  });

  it("limits sign-in attempts per e-mail with 429, Retry-After and a localized message", async () => {
    const { limit } = AUTH_LIMITS["sign-in"].email;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const result = await postCredentials(
        "credentials",
        { email: "target@example.com", password: `guess-${attempt}` },
        { "X-Forwarded-For": `10.1.0.${attempt}` },
      );
      expect(result.response.status).toBe(200);
    }
    const blocked = await postCredentials(
      "credentials",
      { email: "TARGET@example.com", password: "guess" },
      { "X-Forwarded-For": "10.1.1.1", Locale: "sw" },
    );
    expect(blocked.response.status).toBe(429);
    const retryAfter = Number(blocked.response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body).toMatchObject({ code: "rate_limited" });
    expect(blocked.body.detail).toContain(String(retryAfter));
    expect(blocked.body.detail).not.toMatch(/Too many attempts/);

    const otherEmail = await postCredentials(
      "credentials",
      { email: "someone-else@example.com", password: "guess" },
      { "X-Forwarded-For": "10.1.1.1" },
    );
    expect(otherEmail.response.status).toBe(200);
  });

  it("limits attempts per address, whatever the e-mail", async () => {
    const { limit } = AUTH_LIMITS.guest.ip;
    const address = "10.2.0.1";
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const { consumeAuthAttempt } = await import("./rate-limit");
      expect(await consumeAuthAttempt("guest", { ip: address })).toBeNull();
    }
    const blocked = await postCredentials(
      "guest",
      {},
      { "X-Forwarded-For": `203.0.113.9, ${address}` },
    );
    expect(blocked.response.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Too many attempts/);
  });
});

describeEachDatabase("account API", () => {
  beforeAll(async () => {
    await getDb();
  });

  it("changes the password only with the current one", async () => {
    const member = await createTestUser({ password: "old-secret" });
    const wrong = await callApi("session/password/", {
      method: "POST",
      headers: member.headers,
      body: { current_password: "nope", new_password: "new-secret" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      code: "wrong_password",
      fields: { current_password: ["wrongPassword"] },
    });

    const short = await callApi("session/password/", {
      method: "POST",
      headers: member.headers,
      body: { current_password: "old-secret", new_password: "123" },
    });
    expect(short.status).toBe(400);
    expect(short.json.fields).toEqual({ new_password: ["passwordTooShort"] });

    const changed = await callApi("session/password/", {
      method: "POST",
      headers: member.headers,
      body: { current_password: "old-secret", new_password: "new-secret" },
    });
    expect(changed.status).toBe(200);
    const signIn = await postCredentials(
      "credentials",
      { email: member.email!, password: "new-secret" },
      { "X-Forwarded-For": "10.3.0.1" },
    );
    expect(signIn.error).toBeNull();
    const oldPassword = await postCredentials(
      "credentials",
      { email: member.email!, password: "old-secret" },
      { "X-Forwarded-For": "10.3.0.1" },
    );
    expect(oldPassword.error).toBe("invalid_credentials");
  });

  it("refuses password changes to guests and to nobody", async () => {
    const guest = await createTestUser({ guest: true });
    const body = { current_password: "x", new_password: "new-secret" };
    expect(
      (await callApi("session/password/", { method: "POST", headers: guest.headers, body })).status,
    ).toBe(403);
    expect((await callApi("session/password/", { method: "POST", body })).status).toBe(401);
  });

  it("deletes the account with everything in it, and its session with it", async () => {
    const member = await createTestUser();
    const cookies = (await member.cookieHeaders()).Cookie;
    await callApi("session/profile/", {
      method: "POST",
      headers: member.headers,
      body: { first_name: "Gone", last_name: "Soon" },
    });
    const deleted = await callApi("session/account/", {
      method: "DELETE",
      headers: member.headers,
    });
    expect(deleted.status).toBe(200);
    expect(await findUserById(member.id)).toBeNull();
    expect(
      (await callApi("session/token/", { method: "POST", headers: member.headers })).status,
    ).toBe(401);
    expect(await sessionOf(cookies)).toBeNull();
    expect((await callApi("session/account/", { method: "DELETE" })).status).toBe(401);
  });
});

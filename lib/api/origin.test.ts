import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";

const FOREIGN = "https://evil.example";

describeEachDatabase("foreign Origin refusal on the session cookie", () => {
  let member: TestUser;
  let cookie: Record<string, string>;

  beforeAll(async () => {
    member = await createTestUser();
    cookie = await member.cookieHeaders();
  });

  const createSession = (headers: Record<string, string>) =>
    callApi("chat/sessions/", { method: "POST", body: { session_name: "Psalms" }, headers });
  const sessionCount = async () =>
    (await callApi("chat/sessions/", { headers: member.headers })).json.length as number;

  it.each([
    ["a foreign Origin", { Origin: FOREIGN }],
    ["the opaque Origin null", { Origin: "null" }],
    [
      "a foreign Origin beside a same-origin Referer",
      { Origin: FOREIGN, Referer: "http://localhost/" },
    ],
    ["Sec-Fetch-Site cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["a foreign Referer without Origin", { Referer: `${FOREIGN}/page` }],
  ])("refuses %s with 403 forbidden_origin and changes nothing", async (_, headers) => {
    const before = await sessionCount();
    const response = await createSession({ ...cookie, ...headers });
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ detail: expect.any(String), code: "forbidden_origin" });
    await expect(sessionCount()).resolves.toBe(before);
  });

  it("refuses every state-changing method, DELETE included", async () => {
    const created = await createSession(member.headers);
    const response = await callApi(`chat/sessions/${created.json.id}/`, {
      method: "DELETE",
      headers: { ...cookie, Origin: FOREIGN },
    });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe("forbidden_origin");
  });

  it.each([
    ["the request's own host as Origin", { Origin: "http://localhost" }],
    ["a same-origin Referer", { Referer: "http://localhost/en/chat" }],
    ["Sec-Fetch-Site same-origin", { "Sec-Fetch-Site": "same-origin" }],
    ["no Origin or Referer at all", {}],
  ])("lets %s through", async (_, headers) => {
    const response = await createSession({ ...cookie, ...headers });
    expect(response.status).toBe(201);
  });

  it("leaves reads alone", async () => {
    const response = await callApi("chat/sessions/", { headers: { ...cookie, Origin: FOREIGN } });
    expect(response.status).toBe(200);
  });

  it("leaves Bearer requests alone, even from a foreign Origin", async () => {
    const response = await createSession({ ...member.headers, Origin: FOREIGN });
    expect(response.status).toBe(201);
  });

  it("leaves requests without the session cookie to the usual 401", async () => {
    const response = await createSession({ Origin: FOREIGN, Cookie: "theme=dark" });
    expect(response.status).toBe(401);
  });

  describe("with SITE_URL set", () => {
    const previous = process.env.SITE_URL;
    afterEach(() => {
      if (previous === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previous;
    });

    it("accepts SITE_URL's origin though the request reached another host", async () => {
      process.env.SITE_URL = "https://neno.example/";
      const secureCookie = await member.cookieHeaders();
      const response = await createSession({ ...secureCookie, Origin: "https://neno.example" });
      expect(response.status).toBe(201);
      const foreign = await createSession({ ...secureCookie, Origin: FOREIGN });
      expect(foreign.status).toBe(403);
    });
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exchangeProfile, saveProfile, storedProfile, TOKEN_EXCHANGE_WAITS_MS } from "./client";
import type { Profile } from "./schemas";

const user = { id: "3f1c2b9e-8d7a-4c6b-9e5f-0a1b2c3d4e5f", email: "amani@example.com" };
const profile: Profile = {
  id: user.id,
  first_name: "Amani",
  last_name: "Juma",
  email: user.email,
  phone_number: null,
  subscription: { type: "FREE", is_active: false, end_date: null, payment: null },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const tokenResponse = () =>
  json({
    data: { token: "api-token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
  });

let exchangeAnswers: (() => Response)[];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === "/api/auth/token") return tokenResponse();
  if (url === "/api/v1/session/token/") {
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer api-token");
    return (exchangeAnswers.shift() ?? (() => json({ detail: "down" }, 503)))();
  }
  if (url === "/api/v1/session/profile/")
    return json({ data: { ...profile, ...JSON.parse(String(init?.body)) } });
  throw new Error(`Unexpected fetch ${url}`);
});

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("exchangeProfile", () => {
  it("stores the profile the first call returns", async () => {
    exchangeAnswers = [() => json({ data: profile })];
    const sleep = vi.fn(async () => {});
    expect(await exchangeProfile(user, sleep)).toEqual({ profile, fallback: false });
    expect(sleep).not.toHaveBeenCalled();
    expect(storedProfile(user.id)).toEqual(profile);
    expect(storedProfile("someone-else")).toBeNull();
  });

  it("tries three times, waiting 2 s and then 4 s", async () => {
    exchangeAnswers = [() => json({}, 503), () => json({}, 500), () => json({ data: profile })];
    const sleep = vi.fn(async () => {});
    expect((await exchangeProfile(user, sleep)).fallback).toBe(false);
    expect(sleep.mock.calls).toEqual([[2_000], [4_000]]);
    expect(TOKEN_EXCHANGE_WAITS_MS).toEqual([2_000, 4_000]);
  });

  it("keeps the user signed in with an empty FREE profile when every attempt fails", async () => {
    exchangeAnswers = [];
    const sleep = vi.fn(async () => {});
    const result = await exchangeProfile(user, sleep);
    expect(result).toEqual({
      fallback: true,
      profile: {
        id: user.id,
        first_name: "",
        last_name: "",
        email: user.email,
        phone_number: null,
        subscription: profile.subscription,
      },
    });
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it("does not retry a refusal", async () => {
    exchangeAnswers = [() => json({ detail: "no", code: "unauthorized" }, 401)];
    const sleep = vi.fn(async () => {});
    expect((await exchangeProfile(user, sleep)).fallback).toBe(true);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe("saveProfile", () => {
  it("always sends both names and the phone only when filled in", async () => {
    await saveProfile(user.id, { first_name: "Amani", last_name: "Juma", phone_number: "  " });
    const bodies = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith("session/profile/"))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies[0]).toEqual({ first_name: "Amani", last_name: "Juma" });
    await saveProfile(user.id, {
      first_name: "Amani",
      last_name: "Juma",
      phone_number: "+255 754 123 456",
    });
    const latest = fetchMock.mock.calls.at(-1)!;
    expect(JSON.parse(String(latest[1]?.body))).toEqual({
      first_name: "Amani",
      last_name: "Juma",
      phone_number: "+255 754 123 456",
    });
  });
});

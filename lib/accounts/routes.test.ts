import { beforeAll, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { mintApiToken } from "@/lib/auth/api-token";
import { createTestUser } from "@/lib/auth/test-users";
import { deleteUser } from "@/lib/auth/users";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import { profileSchema } from "./schemas";
import { activatePremium } from "./service";

describeEachDatabase("session and profile API", () => {
  beforeAll(async () => {
    await getDb();
  });

  it("refuses the token exchange without valid credentials", async () => {
    const missing = await callApi("session/token/", { method: "POST" });
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ code: "unauthorized" });

    const garbage = await callApi("session/token/", {
      method: "POST",
      headers: { Authorization: "Bearer not.a.token" },
    });
    expect(garbage.status).toBe(401);

    const expired = mintApiToken(
      { id: crypto.randomUUID(), email: null, isGuest: false },
      Date.now() - 2 * 60 * 60 * 1000,
    );
    const old = await callApi("session/token/", {
      method: "POST",
      headers: { Authorization: `Bearer ${expired.token}` },
    });
    expect(old.status).toBe(401);
  });

  it("creates a member's profile on the first exchange, FREE and empty", async () => {
    const member = await createTestUser({ email: "Amani@Example.com" });
    const first = await callApi("session/token/", { method: "POST", headers: member.headers });
    expect(first.status).toBe(200);
    expect(profileSchema.parse(first.json.data)).toEqual({
      id: member.id,
      first_name: "",
      last_name: "",
      email: "amani@example.com",
      phone_number: null,
      subscription: { type: "FREE", is_active: false, end_date: null, payment: null },
    });
    const again = await callApi("session/token/", { method: "POST", headers: member.headers });
    expect(again.json.data).toEqual(first.json.data);
  });

  it("gives a guest the Guest User placeholder", async () => {
    const guest = await createTestUser({ guest: true });
    const response = await callApi("session/token/", { method: "POST", headers: guest.headers });
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({
      first_name: "Guest",
      last_name: "User",
      email: null,
      subscription: { type: "FREE", is_active: false },
    });
  });

  it("accepts the session cookie as well as a Bearer token", async () => {
    const member = await createTestUser();
    const response = await callApi("session/token/", {
      method: "POST",
      headers: await member.cookieHeaders(),
    });
    expect(response.status).toBe(200);
    expect(response.json.data.id).toBe(member.id);
  });

  it("shows the subscription and the last payment", async () => {
    const member = await createTestUser();
    const until = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    await activatePremium({
      userId: member.id,
      until,
      payment: {
        amount: 25000,
        currency: "TZS",
        date: new Date("2026-01-05T10:00:00Z"),
        transactionId: `TX-${member.id}`,
      },
    });
    const response = await callApi("session/token/", { method: "POST", headers: member.headers });
    expect(response.json.data.subscription).toEqual({
      type: "PREMIUM",
      is_active: true,
      end_date: until.toISOString(),
      payment: {
        amount: 25000,
        currency: "TZS",
        date: "2026-01-05T10:00:00.000Z",
        transaction_id: `TX-${member.id}`,
      },
    });
  });

  it("saves the profile and answers 400 with field errors for bad input", async () => {
    const member = await createTestUser();
    const saved = await callApi("session/profile/", {
      method: "POST",
      headers: member.headers,
      body: { first_name: " Neema ", last_name: "Mushi", phone_number: "+255 754 123 456" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({
      first_name: "Neema",
      last_name: "Mushi",
      phone_number: "+255 754 123 456",
    });

    const withoutPhone = await callApi("session/profile/", {
      method: "POST",
      headers: member.headers,
      body: { first_name: "Neema", last_name: "Mushi" },
    });
    expect(withoutPhone.json.data.phone_number).toBe("+255 754 123 456");

    const bad = await callApi("session/profile/", {
      method: "POST",
      headers: member.headers,
      body: { first_name: "", last_name: "M", phone_number: "phone" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: "invalid_request",
      fields: { first_name: ["required"], phone_number: ["invalidPhone"] },
    });

    const unchanged = await callApi("session/token/", { method: "POST", headers: member.headers });
    expect(unchanged.json.data.first_name).toBe("Neema");
  });

  it("refuses profile changes to guests (403) and to nobody (401)", async () => {
    const guest = await createTestUser({ guest: true });
    const body = { first_name: "Eve", last_name: "Guest" };
    const forbidden = await callApi("session/profile/", {
      method: "POST",
      headers: guest.headers,
      body,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({
      detail: "Guest users cannot perform this action",
      code: "guest_forbidden",
      message: "Guests cannot do this. Sign up or sign in to continue.",
    });
    expect((await callApi("session/profile/", { method: "POST", body })).status).toBe(401);
  });

  it("never lets one member read or change another's profile", async () => {
    const alice = await createTestUser();
    const mallory = await createTestUser();
    await callApi("session/profile/", {
      method: "POST",
      headers: alice.headers,
      body: { first_name: "Alice", last_name: "A" },
    });

    // A token claiming Alice's id but signed by someone else is refused.
    const [header, , signature] = mallory.headers.Authorization.slice("Bearer ".length).split(".");
    const forgedClaims = Buffer.from(
      JSON.stringify({
        sub: alice.id,
        email: alice.email,
        guest: false,
        iss: "neno-bible-study",
        aud: "api/v1",
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString("base64url");
    const forged = await callApi("session/token/", {
      method: "POST",
      headers: { Authorization: `Bearer ${header}.${forgedClaims}.${signature}` },
    });
    expect(forged.status).toBe(401);

    // Mallory's own calls only ever reach Mallory's profile, whatever the body says.
    const sneaky = await callApi("session/profile/", {
      method: "POST",
      headers: mallory.headers,
      body: { id: alice.id, user_id: alice.id, first_name: "Mallory", last_name: "M" },
    });
    expect(sneaky.json.data.id).toBe(mallory.id);
    const aliceProfile = await callApi("session/token/", {
      method: "POST",
      headers: alice.headers,
    });
    expect(aliceProfile.json.data.first_name).toBe("Alice");
  });

  it("treats the token of a deleted account as no credentials", async () => {
    const member = await createTestUser();
    await deleteUser(member.id);
    expect(
      (await callApi("session/token/", { method: "POST", headers: member.headers })).status,
    ).toBe(401);
  });
});

import { beforeAll, expect, it } from "vitest";
import { ensureProfile, getProfile } from "@/lib/accounts/service";
import { isPremium } from "@/lib/accounts/subscription";
import { mintApiToken } from "@/lib/auth/api-token";
import { createGuestUser, createPasswordUser } from "@/lib/auth/users";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import { approvePayment, listPendingPayments, rejectPayment } from "./service";

describeEachDatabase("payment references API", () => {
  let member: { id: string; token: string };
  let other: { id: string; token: string };
  let guestToken: string;

  async function memberWithToken(email: string) {
    const user = (await createPasswordUser({ email, passwordHash: "unused" }))!;
    await ensureProfile({ id: user.id, email, isGuest: false });
    return { id: user.id, token: mintApiToken({ id: user.id, email, isGuest: false }).token };
  }

  const submit = (token: string, body: unknown) =>
    callApi("payments/references/", {
      method: "POST",
      body,
      headers: { Authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    member = await memberWithToken("payer@example.com");
    other = await memberWithToken("other@example.com");
    const guest = await createGuestUser();
    guestToken = mintApiToken({ id: guest.id, email: null, isGuest: true }).token;
  });

  it("refuses visitors and guests", async () => {
    expect(
      (
        await callApi("payments/references/", {
          method: "POST",
          body: { reference: "A1", period: "monthly" },
        })
      ).status,
    ).toBe(401);
    expect((await submit(guestToken, { reference: "GUEST1", period: "monthly" })).status).toBe(403);
  });

  it("rejects an empty reference with a field error and stores nothing", async () => {
    const response = await submit(member.token, { reference: "   ", period: "monthly" });
    expect(response.status).toBe(400);
    expect(response.json.fields.reference).toEqual(["Please enter your payment reference number."]);
    expect(await listPendingPayments()).toHaveLength(0);
  });

  it("stores a reference as pending with the plan's amount", async () => {
    const response = await submit(member.token, {
      reference: " QK7XY12ABC ",
      period: "yearly",
      amount: 1,
    });
    expect(response.status).toBe(201);
    expect(response.json.data).toMatchObject({
      reference: "QK7XY12ABC",
      period: "yearly",
      amount: 9600,
      currency: "KES",
      status: "PENDING",
    });
  });

  it("answers 409 for a reference already submitted, whoever sends it", async () => {
    const response = await submit(other.token, { reference: "qk7xy12abc", period: "monthly" });
    expect(response.status).toBe(409);
    expect(response.json.detail).toBe("This payment reference has already been submitted.");
  });

  it("lists only the caller's own references", async () => {
    const mine = await callApi("payments/references/", {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    const theirs = await callApi("payments/references/", {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(mine.json.data).toHaveLength(1);
    expect(theirs.json.data).toEqual([]);
  });

  it("approval makes the member premium for a year and records the payment", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const result = await approvePayment("QK7XY12ABC", now);
    expect(result.until.toISOString()).toBe("2027-11-21T10:00:00.000Z");
    const profile = (await getProfile(member.id))!;
    expect(isPremium(profile.subscription, now)).toBe(true);
    expect(profile.subscription.payment).toMatchObject({ transaction_id: "QK7XY12ABC" });
    await expect(approvePayment("QK7XY12ABC", now)).rejects.toThrow(/already APPROVED/);
  });

  it("a renewal approved while premium runs adds its period after the current end", async () => {
    const now = new Date("2027-06-01T08:00:00Z");
    await submit(member.token, { reference: "RENEW-2027", period: "monthly" });
    const result = await approvePayment("RENEW-2027", now);
    expect(result.until.toISOString()).toBe("2027-12-21T10:00:00.000Z");
    expect((await getProfile(member.id))!.subscription.end_date).toBe("2027-12-21T10:00:00.000Z");
  });

  it("rejection leaves the subscription as it was", async () => {
    await submit(other.token, { reference: "REJECT-ME", period: "monthly" });
    await rejectPayment("reject-me");
    const profile = (await getProfile(other.id))!;
    expect(isPremium(profile.subscription)).toBe(false);
    expect(await listPendingPayments()).toHaveLength(0);
  });
});

import { describe, expect, it } from "vitest";
import type { Subscription } from "./schemas";
import {
  daysRemaining,
  emptyProfile,
  FREE_SUBSCRIPTION,
  isPremium,
  subscriptionStatus,
} from "./subscription";

const now = new Date("2026-03-01T12:00:00Z");
const premium = (endDate: string | null, overrides: Partial<Subscription> = {}): Subscription => ({
  type: "PREMIUM",
  is_active: true,
  end_date: endDate,
  payment: null,
  ...overrides,
});

describe("isPremium", () => {
  it("needs type PREMIUM, is_active and an end date not yet past", () => {
    expect(isPremium(premium("2026-03-02T00:00:00Z"), now)).toBe(true);
    expect(isPremium(premium(null), now)).toBe(true);
    expect(isPremium(premium("2026-03-01T11:59:59Z"), now)).toBe(false);
    expect(isPremium(premium("2026-04-01T00:00:00Z", { is_active: false }), now)).toBe(false);
    expect(isPremium(premium("2026-04-01T00:00:00Z", { type: "FREE" }), now)).toBe(false);
    expect(isPremium(FREE_SUBSCRIPTION, now)).toBe(false);
    expect(isPremium(null, now)).toBe(false);
  });
});

describe("daysRemaining", () => {
  it("counts whole days rounded up", () => {
    expect(daysRemaining(premium("2026-03-01T12:00:01Z"), now)).toBe(1);
    expect(daysRemaining(premium("2026-03-02T12:00:00Z"), now)).toBe(1);
    expect(daysRemaining(premium("2026-03-02T12:00:01Z"), now)).toBe(2);
    expect(daysRemaining(premium("2026-03-31T12:00:00Z"), now)).toBe(30);
  });

  it("is 0 when not premium or already ended, and null for a plan without end", () => {
    expect(daysRemaining(premium("2026-02-01T00:00:00Z"), now)).toBe(0);
    expect(daysRemaining(premium("2026-04-01T00:00:00Z", { is_active: false }), now)).toBe(0);
    expect(daysRemaining(FREE_SUBSCRIPTION, now)).toBe(0);
    expect(daysRemaining(undefined, now)).toBe(0);
    expect(daysRemaining(premium(null), now)).toBeNull();
  });
});

describe("subscriptionStatus", () => {
  it("reads premium, free, or loading without subscription info", () => {
    expect(subscriptionStatus({ subscription: premium("2026-04-01T00:00:00Z") }, now)).toBe(
      "premium",
    );
    expect(subscriptionStatus({ subscription: FREE_SUBSCRIPTION }, now)).toBe("free");
    expect(subscriptionStatus(null, now)).toBe("loading");
    expect(subscriptionStatus(undefined, now)).toBe("loading");
  });
});

describe("emptyProfile", () => {
  it("is a FREE profile with only the e-mail", () => {
    expect(emptyProfile({ id: "u1", email: "a@b.co" })).toEqual({
      id: "u1",
      first_name: "",
      last_name: "",
      email: "a@b.co",
      phone_number: null,
      subscription: { type: "FREE", is_active: false, end_date: null, payment: null },
    });
  });
});

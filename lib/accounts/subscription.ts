import type { Profile, Subscription } from "./schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

export const FREE_SUBSCRIPTION: Subscription = {
  type: "FREE",
  is_active: false,
  end_date: null,
  payment: null,
};

/** Premium: type PREMIUM, active, and an end date (if any) not yet past. */
export function isPremium(
  subscription: Subscription | null | undefined,
  now = new Date(),
): boolean {
  if (!subscription || subscription.type !== "PREMIUM" || !subscription.is_active) return false;
  return (
    subscription.end_date === null || new Date(subscription.end_date).getTime() > now.getTime()
  );
}

/**
 * Whole days left, rounded up, never below 0, and 0 when not premium. A premium plan without an
 * end date has no count: null.
 */
export function daysRemaining(
  subscription: Subscription | null | undefined,
  now = new Date(),
): number | null {
  if (!subscription || !isPremium(subscription, now)) return 0;
  if (subscription.end_date === null) return null;
  return Math.max(
    0,
    Math.ceil((new Date(subscription.end_date).getTime() - now.getTime()) / DAY_MS),
  );
}

export type SubscriptionStatus = "premium" | "free" | "loading";

/** 'loading' while nothing is known about the subscription yet. */
export function subscriptionStatus(
  profile: Pick<Profile, "subscription"> | null | undefined,
  now = new Date(),
): SubscriptionStatus {
  if (!profile?.subscription) return "loading";
  return isPremium(profile.subscription, now) ? "premium" : "free";
}

/** The profile to show when the token exchange fails: signed in, FREE, nothing but the e-mail. */
export function emptyProfile({ id, email }: { id: string; email: string | null }): Profile {
  return {
    id,
    first_name: "",
    last_name: "",
    email,
    phone_number: null,
    subscription: FREE_SUBSCRIPTION,
  };
}

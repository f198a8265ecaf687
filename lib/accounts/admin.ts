import "server-only";
import { z } from "zod";
import { AdminCommandError, type AdminCommand, type AdminInput } from "@/lib/admin/commands";
import { findUserByEmail } from "@/lib/auth/users";
import type { User } from "@/lib/db/schema";
import type { Profile } from "./schemas";
import { activatePremium, getProfile, revokePremium } from "./service";
import { daysRemaining, isPremium } from "./subscription";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysSchema = z.coerce.number().int().min(1).max(3660);

async function memberByEmail(input: AdminInput): Promise<User> {
  const email = input.flags.email ?? input.args[0];
  if (!email) throw new AdminCommandError("Give the member's e-mail: --email someone@example.com");
  const user = await findUserByEmail(email);
  if (!user) throw new AdminCommandError(`No account with the e-mail ${email}.`);
  return user;
}

function planRow(profile: Profile) {
  return {
    email: profile.email,
    type: profile.subscription.type,
    is_active: profile.subscription.is_active,
    end_date: profile.subscription.end_date,
    days_remaining: daysRemaining(profile.subscription),
  };
}

/** `grant-premium --email E --days N`: N more days of premium, counted from the current end if still premium. */
export const grantPremiumCommand: AdminCommand = async (input) => {
  const user = await memberByEmail(input);
  const days = daysSchema.safeParse(input.flags.days ?? input.args[1]);
  if (!days.success) throw new AdminCommandError("Give the number of days, 1 to 3660: --days 30");
  const current = await getProfile(user.id);
  const now = Date.now();
  const currentEnd =
    current && isPremium(current.subscription) && current.subscription.end_date
      ? new Date(current.subscription.end_date).getTime()
      : now;
  const profile = await activatePremium({
    userId: user.id,
    until: new Date(Math.max(now, currentEnd) + days.data * DAY_MS),
  });
  return {
    message: `${user.email} is premium until ${profile.subscription.end_date}.`,
    rows: [planRow(profile)],
  };
};

/** `revoke-premium --email E`: back to the free plan at once. */
export const revokePremiumCommand: AdminCommand = async (input) => {
  const user = await memberByEmail(input);
  const profile = await revokePremium(user.id);
  return { message: `${user.email} is on the free plan.`, rows: [planRow(profile)] };
};

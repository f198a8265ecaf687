import "server-only";
import { grantPremiumCommand, revokePremiumCommand } from "@/lib/accounts/admin";
import {
  approvePaymentCommand,
  listPaymentsCommand,
  rejectPaymentCommand,
} from "@/lib/payments/admin";
import { listSupportCommand } from "@/lib/support/admin";
import type { AdminCommand } from "./commands";

/** Every command of `npm run admin`; each domain adds its own. */
export const adminCommands: Record<string, AdminCommand> = {
  "grant-premium": grantPremiumCommand,
  "revoke-premium": revokePremiumCommand,
  payments: listPaymentsCommand,
  approve: approvePaymentCommand,
  reject: rejectPaymentCommand,
  support: listSupportCommand,
};

import "server-only";
import { approvePaymentCommand, listPaymentsCommand, rejectPaymentCommand } from "@/lib/payments/admin";
import { listSupportCommand } from "@/lib/support/admin";
import type { AdminCommand } from "./commands";

/** Every command of `npm run admin`; each domain adds its own. */
export const adminCommands: Record<string, AdminCommand> = {
  payments: listPaymentsCommand,
  approve: approvePaymentCommand,
  reject: rejectPaymentCommand,
  support: listSupportCommand,
};

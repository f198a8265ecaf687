import "server-only";
import { serverEnv } from "@/lib/env";

/** How readers reach the team and where manual payments go; set per deployment. */
export function supportContacts() {
  const env = serverEnv();
  const whatsapp = env.SUPPORT_WHATSAPP_NUMBER ?? "+255 754 000 111";
  return {
    email: env.SUPPORT_EMAIL ?? "support@neno.bible",
    phone: env.SUPPORT_PHONE ?? "+255 754 000 111",
    whatsapp,
    whatsappUrl: `https://wa.me/${whatsapp.replace(/\D/g, "")}`,
  };
}

export function manualPaymentAccounts() {
  const env = serverEnv();
  return {
    paybill: env.PAYMENT_MPESA_PAYBILL ?? "247247",
    bank: env.PAYMENT_BANK_NAME ?? "CRDB Bank",
    accountName: env.PAYMENT_BANK_ACCOUNT_NAME ?? "Neno Bible Study",
    account: env.PAYMENT_BANK_ACCOUNT ?? "0150 0000 0000",
  };
}

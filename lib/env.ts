import "server-only";
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalString,
  DATA_DIR: optionalString,
  SITE_URL: optionalString,
  API_BASE_URL: optionalString,
  AUTH_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  ADMIN_TOKEN: optionalString,
  /** Web Push keys shared by every instance; generated into DATA_DIR when unset. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** "off" stops this instance sending reminders (another instance, or nobody, sends them). */
  REMINDERS: optionalString,
  AI_BASE_URL: optionalString,
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Messages a free member or a guest may send per East Africa Time day. */
  FREE_DAILY_MESSAGES: z.preprocess(
    (value) => (typeof value === "string" && !value.trim() ? undefined : value),
    z.coerce.number().int().nonnegative().default(5),
  ),
  SUPPORT_WHATSAPP_NUMBER: optionalString,
  SUPPORT_EMAIL: optionalString,
  SUPPORT_PHONE: optionalString,
  PAYMENT_MPESA_PAYBILL: optionalString,
  PAYMENT_BANK_NAME: optionalString,
  PAYMENT_BANK_ACCOUNT_NAME: optionalString,
  PAYMENT_BANK_ACCOUNT: optionalString,
});

export type ServerEnv = z.infer<typeof envSchema>;

/** Reads the environment on each call so tests and tools can change it between calls. */
export function serverEnv(): ServerEnv {
  return envSchema.parse(process.env);
}

export function dataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ serverEnv().DATA_DIR ?? ".data");
}

export function siteUrl(): string {
  return (serverEnv().SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
}

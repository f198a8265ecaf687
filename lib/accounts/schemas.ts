import { z } from "zod";

export const SUBSCRIPTION_TYPES = ["FREE", "PREMIUM"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const paymentSchema = z.object({
  amount: z.number(),
  /** ISO 4217; the spec shows amounts in TZS, which is also the default. */
  currency: z.string().length(3),
  date: z.iso.datetime({ offset: true }),
  transaction_id: z.string(),
});

export const subscriptionSchema = z.object({
  type: z.enum(SUBSCRIPTION_TYPES),
  is_active: z.boolean(),
  end_date: z.iso.datetime({ offset: true }).nullable(),
  payment: paymentSchema.nullable(),
});

/** The profile of POST /session/token/ (and the answer of POST /session/profile/). */
export const profileSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  subscription: subscriptionSchema,
});

export type Payment = z.infer<typeof paymentSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type Profile = z.infer<typeof profileSchema>;

export const NAME_MAX_LENGTH = 50;
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const PHONE_PATTERN = /^\+?[0-9(][0-9 ()-]*$/;

const nameField = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required", abort: true })
  .max(NAME_MAX_LENGTH, { error: "tooLong", abort: true })
  .regex(NAME_PATTERN, { error: "invalidName" });

/** A phone number as people write it: optional +, digits with spaces, dashes or brackets; 7 to 15 digits. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(20, { error: "invalidPhone", abort: true })
  .regex(PHONE_PATTERN, { error: "invalidPhone", abort: true })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    },
    { error: "invalidPhone" },
  );

/**
 * Body of POST /session/profile/. Error messages are keys of the Profile.errors messages.
 * A missing phone_number leaves the stored one alone (the web client sends it only when filled
 * in); null or an empty string clears it.
 */
export const profileUpdateSchema = z.object({
  first_name: nameField,
  last_name: nameField,
  phone_number: z
    .preprocess(
      (value) => (typeof value === "string" && !value.trim() ? null : value),
      phoneNumberSchema.nullable(),
    )
    .optional(),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

import { z } from "zod";
import { BILLING_PERIODS } from "./plans";

export const paymentReferenceInputSchema = z.object({
  reference: z
    .string({ error: "Please enter your payment reference number." })
    .trim()
    .min(1, "Please enter your payment reference number.")
    .max(64, "A payment reference has at most 64 characters.")
    .regex(/^(?:[A-Za-z0-9][A-Za-z0-9 ._/-]*)?$/, "Use only letters, digits, spaces and . _ / -"),
  period: z.enum(BILLING_PERIODS),
});

export type PaymentReferenceInput = z.infer<typeof paymentReferenceInputSchema>;

export const paymentReferenceSchema = z.object({
  id: z.string(),
  reference: z.string(),
  period: z.enum(BILLING_PERIODS),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(["PENDING", "APPROVED", "REJECTED"]),
  created_at: z.string(),
});

export type PaymentReferenceView = z.infer<typeof paymentReferenceSchema>;

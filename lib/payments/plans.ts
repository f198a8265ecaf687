export const BILLING_PERIODS = ["monthly", "yearly"] as const;

export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Prices shown on the upgrade page (USD) and paid by M-Pesa or bank transfer (KES). */
export const PREMIUM_PRICES = {
  monthly: { usd: 9.99, kes: 1200, months: 1 },
  yearly: { usd: 79.99, kes: 9600, months: 12 },
} as const satisfies Record<BillingPeriod, { usd: number; kes: number; months: number }>;

/** What a year of monthly payments would cost above the yearly price. */
export const YEARLY_SAVING_USD =
  Math.round((PREMIUM_PRICES.monthly.usd * 12 - PREMIUM_PRICES.yearly.usd) * 100) / 100;

export const MANUAL_PAYMENT_CURRENCY = "KES";

/** The end of a premium period that starts at `from`: one calendar month or year later. */
export function premiumPeriodEnd(from: Date, period: BillingPeriod): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + PREMIUM_PRICES[period].months);
  return end;
}

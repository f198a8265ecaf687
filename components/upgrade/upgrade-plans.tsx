"use client";

import { Check, Clock, Crown } from "@/components/icons";
import { useLocale, useTranslations } from "next-intl";
// Guests upgrade by creating an account at /auth, outside the language routes.
import NextLink from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { authPath } from "@/lib/auth/return-path";
import {
  BILLING_PERIODS,
  PREMIUM_PRICES,
  YEARLY_SAVING_USD,
  type BillingPeriod,
} from "@/lib/payments/plans";
import { cn } from "@/lib/ui/cn";
import { PaymentReferenceForm } from "./payment-reference-form";

const FREE_FEATURES = ["chats", "bible", "bookmarks", "devotionals"] as const;
const PREMIUM_FEATURES = [
  "chats",
  "offline",
  "bookmarks",
  "devotionals",
  "earlyAccess",
  "support",
] as const;

export interface PaymentAccounts {
  paybill: string;
  bank: string;
  accountName: string;
  account: string;
}

export function UpgradePlans({
  isPremium,
  canPay,
  accounts,
  pendingReferences,
}: {
  isPremium: boolean;
  canPay: boolean;
  accounts: PaymentAccounts;
  /** References this member sent that are still awaiting verification, newest first. */
  pendingReferences: string[];
}) {
  const t = useTranslations("Upgrade");
  const locale = useLocale();
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const [pending, setPending] = useState(pendingReferences);
  const price = PREMIUM_PRICES[period];
  const kes = `KES ${price.kes.toLocaleString("en")}`;

  return (
    <div className="space-y-10">
      <div className="flex justify-center">
        <ToggleGroup
          type="single"
          variant="outline"
          value={period}
          onValueChange={(value) => value && setPeriod(value as BillingPeriod)}
          aria-label={t("billingLabel")}
          className="items-stretch"
        >
          {BILLING_PERIODS.map((option) => (
            <ToggleGroupItem
              key={option}
              value={option}
              // "Kila mwaka (Punguzo la 20%)" wraps on a phone instead of running out of its box.
              className="h-auto min-h-9 px-4 py-1.5 text-center whitespace-normal"
            >
              {t(option)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-2xl">{t("free.name")}</CardTitle>
            <CardDescription>{t("free.description")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <p>
              <span className="text-4xl font-bold">$0</span>{" "}
              <span className="text-muted-foreground">{t("forever")}</span>
            </p>
            <FeatureList items={FREE_FEATURES.map((key) => t(`free.features.${key}`))} />
          </CardContent>
          <CardFooter>
            {!isPremium && (
              <Button variant="outline" disabled className="w-full">
                {t("currentPlan")}
              </Button>
            )}
          </CardFooter>
        </Card>

        <Card className="border-primary relative border-2 shadow-md">
          <Badge variant="accent" className="absolute -top-3 right-6">
            {t("mostPopular")}
          </Badge>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-2xl">
              <Crown className="text-accent-foreground size-6" aria-hidden />
              {t("premium.name")}
            </CardTitle>
            <CardDescription>{t("premium.description")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <p data-testid="premium-price">
              <span className="text-4xl font-bold">${price.usd}</span>{" "}
              <span className="text-muted-foreground">
                {period === "monthly" ? t("perMonth") : t("perYear")}
              </span>
            </p>
            <p
              className={cn(
                "text-primary text-sm font-medium",
                period === "monthly" && "invisible",
              )}
            >
              {t("saveYearly", { amount: YEARLY_SAVING_USD.toFixed(2) })}
            </p>
            <FeatureList items={PREMIUM_FEATURES.map((key) => t(`premium.features.${key}`))} />
          </CardContent>
          <CardFooter>
            {isPremium ? (
              <Button variant="outline" disabled className="w-full">
                {t("currentPlan")}
              </Button>
            ) : (
              <Button asChild className="w-full">
                {canPay ? (
                  <a href="#payment">{t("choosePremium")}</a>
                ) : (
                  <NextLink href={authPath(`/${locale}/upgrade`, "signup")}>
                    {t("choosePremium")}
                  </NextLink>
                )}
              </Button>
            )}
          </CardFooter>
        </Card>
      </div>

      {canPay && (
        <section
          id="payment"
          aria-labelledby="payment-title"
          className="bg-card scroll-mt-24 rounded-xl border p-6 shadow-sm"
        >
          <h2 id="payment-title" className="font-serif text-2xl font-semibold">
            {t("payment.title")}
          </h2>
          <p className="text-muted-foreground mt-2" data-testid="payment-intro">
            {t("payment.intro", {
              amount: kes,
              period: t(period === "monthly" ? "payment.periodMonthly" : "payment.periodYearly"),
            })}
          </p>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="font-semibold">{t("payment.mpesaTitle")}</h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
                <li>{t("payment.mpesaSteps.one")}</li>
                <li>{t("payment.mpesaSteps.two", { paybill: accounts.paybill })}</li>
                <li>{t("payment.mpesaSteps.three")}</li>
                <li>{t("payment.mpesaSteps.four")}</li>
              </ol>
            </div>
            <div>
              <h3 className="font-semibold">{t("payment.bankTitle")}</h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
                <li>{t("payment.bankSteps.one", { bank: accounts.bank })}</li>
                <li>{t("payment.bankSteps.two", { accountName: accounts.accountName })}</li>
                <li>{t("payment.bankSteps.three", { account: accounts.account })}</li>
                <li>{t("payment.bankSteps.four")}</li>
              </ol>
            </div>
          </div>
          {pending.length > 0 && (
            <ul className="mt-6 space-y-2" aria-live="polite">
              {pending.map((reference) => (
                <li
                  key={reference}
                  className="border-primary/30 bg-primary/5 flex items-center gap-2 rounded-lg border px-4 py-3 text-sm"
                >
                  <Clock className="text-primary size-4 shrink-0" aria-hidden />
                  {t("payment.pendingNotice", { reference })}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 max-w-md">
            <PaymentReferenceForm
              period={period}
              onSubmitted={(reference) => setPending((current) => [reference, ...current])}
            />
          </div>
        </section>
      )}
    </div>
  );
}

function FeatureList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

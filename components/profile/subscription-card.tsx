"use client";

import { Crown } from "@/components/icons";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Profile } from "@/lib/accounts/schemas";
import { daysRemaining, isPremium } from "@/lib/accounts/subscription";
import { Link } from "@/lib/i18n/navigation";
import type { PaymentReferenceView } from "@/lib/payments/schemas";

export function SubscriptionCard({
  subscription,
  pendingPayment = null,
}: {
  subscription: Profile["subscription"];
  /** The member's newest reference still awaiting verification: it says a payment is on its way. */
  pendingPayment?: PaymentReferenceView | null;
}) {
  const t = useTranslations("Profile.subscription");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60 * 60 * 1000 });
  const premium = isPremium(subscription, now);
  const days = daysRemaining(subscription, now);
  const payment = subscription.payment;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long" });

  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Crown className="text-accent-foreground size-5" aria-hidden />
            {t("title")}
          </h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-4">
          <Item label={t("plan")}>
            {subscription.type === "PREMIUM" ? t("premium") : t("free")}
          </Item>
          <Item label={t("status")}>
            <Badge variant={premium ? "accent" : "secondary"}>
              {premium ? t("active") : pendingPayment ? t("pending") : t("inactive")}
            </Badge>
          </Item>
          {subscription.type === "PREMIUM" ? (
            <>
              <Item label={t("endDate")}>
                {subscription.end_date ? date(subscription.end_date) : t("noEnd")}
              </Item>
              <Item label={t("daysRemaining")}>
                {days === null ? t("noEnd") : t("days", { count: days })}
              </Item>
            </>
          ) : null}
        </dl>
        <div className="bg-secondary/40 rounded-md border p-3 text-sm">
          <p className="text-muted-foreground">{t("lastPayment")}</p>
          {payment ? (
            <>
              <p className="text-lg font-semibold" data-testid="last-payment-amount">
                {format.number(payment.amount, {
                  style: "currency",
                  currency: payment.currency,
                  currencyDisplay: "code",
                  minimumFractionDigits: 0,
                  maximumFractionDigits: 0,
                })}
              </p>
              <p className="text-muted-foreground">{t("paidOn", { date: date(payment.date) })}</p>
              <p className="text-muted-foreground break-all">
                {t("transaction", { id: payment.transaction_id })}
              </p>
            </>
          ) : pendingPayment ? (
            <>
              <p className="font-semibold">{t("pendingPayment")}</p>
              <p className="text-muted-foreground break-all">
                {t("pendingReference", {
                  reference: pendingPayment.reference,
                  date: date(pendingPayment.created_at),
                })}
              </p>
            </>
          ) : (
            <p>{t("noPayments")}</p>
          )}
        </div>
        {premium ? null : (
          <Button asChild>
            <Link href="/upgrade">
              <Crown aria-hidden />
              {t("upgrade")}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageMessages } from "@/components/layout/page-messages";
import { PaymentHelp } from "@/components/upgrade/payment-help";
import { UpgradePlans } from "@/components/upgrade/upgrade-plans";
import { ensureProfile } from "@/lib/accounts/service";
import { isPremium } from "@/lib/accounts/subscription";
import { requirePageViewer } from "@/lib/auth/page-guard";
import type { Locale } from "@/lib/i18n/locales";
import { paymentReferencesOf } from "@/lib/payments/service";
import { manualPaymentAccounts, supportContacts } from "@/lib/site/contacts";
import { metaDescription } from "@/lib/site/description";
import { alternates } from "@/lib/site/metadata";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/upgrade">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Upgrade" });
  return {
    title: t("metaTitle"),
    description: metaDescription(t("metaDescription")),
    alternates: alternates(locale, "/upgrade"),
    robots: { index: false },
  };
}

export default async function UpgradePage({ params }: PageProps<"/[locale]/upgrade">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await requirePageViewer({
    locale,
    allowGuest: true,
    returnTo: `/${locale}/upgrade`,
  });
  const profile = await ensureProfile(viewer);
  const premium = isPremium(profile.subscription);
  const pendingReferences = viewer.isGuest
    ? []
    : (await paymentReferencesOf(viewer.id))
        .filter((payment) => payment.status === "PENDING")
        .map((payment) => payment.reference);
  const t = await getTranslations("Upgrade");
  const endDate = profile.subscription.end_date
    ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Africa/Nairobi" }).format(
        new Date(profile.subscription.end_date),
      )
    : null;

  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6">
      <header className="text-center">
        <h1 className="font-serif text-4xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-lg">{t("subtitle")}</p>
      </header>
      {premium && endDate && (
        <div
          role="status"
          className="border-primary/40 bg-primary/5 rounded-xl border p-5 text-center"
        >
          <p className="font-semibold">{t("activeTitle")}</p>
          <p className="text-muted-foreground text-sm">{t("activeUntil", { date: endDate })}</p>
        </div>
      )}
      <PageMessages namespaces={["Upgrade"]}>
        <UpgradePlans
          isPremium={premium}
          canPay={!viewer.isGuest}
          accounts={manualPaymentAccounts()}
          pendingReferences={pendingReferences}
        />
      </PageMessages>
      <PaymentHelp contacts={supportContacts()} />
    </div>
  );
}

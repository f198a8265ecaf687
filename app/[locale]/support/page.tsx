import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageMessages } from "@/components/layout/page-messages";
import { FaqSection } from "@/components/support/faq-section";
import { SupportForm } from "@/components/support/support-form";
import { SupportSidebar } from "@/components/support/support-sidebar";
import { ensureProfile } from "@/lib/accounts/service";
import { requirePageViewer } from "@/lib/auth/page-guard";
import type { Locale } from "@/lib/i18n/locales";
import { supportContacts } from "@/lib/site/contacts";
import { metaDescription } from "@/lib/site/description";
import { alternates } from "@/lib/site/metadata";
import { FAQ_KEYS } from "@/lib/support/faq";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/support">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Support" });
  return {
    title: t("metaTitle"),
    description: metaDescription(t("metaDescription")),
    alternates: alternates(locale, "/support"),
    robots: { index: false },
  };
}

export default async function SupportPage({ params }: PageProps<"/[locale]/support">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await requirePageViewer({
    locale,
    allowGuest: true,
    returnTo: `/${locale}/support`,
  });
  const profile = viewer.isGuest ? null : await ensureProfile(viewer);
  const t = await getTranslations("Support");
  const faqs = FAQ_KEYS.map((key) => ({
    key,
    question: t(`faqs.${key}.question`),
    answer: t(`faqs.${key}.answer`),
  }));
  const name = profile ? `${profile.first_name} ${profile.last_name}`.trim() : "";

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="text-center">
        <h1 className="font-serif text-4xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-lg">{t("subtitle")}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <PageMessages namespaces={["Support"]}>
          <div className="space-y-12">
            <FaqSection entries={faqs} />
            <SupportForm defaults={{ name, email: viewer.email ?? "" }} />
          </div>
        </PageMessages>
        <SupportSidebar contacts={supportContacts()} />
      </div>
    </div>
  );
}

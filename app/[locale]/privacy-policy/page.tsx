import { Eye, HandHeart, ServerCog, ShieldCheck } from "@/components/icons";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { connection } from "next/server";
import { JsonLd } from "@/components/layout/json-ld";
import { PageMessages } from "@/components/layout/page-messages";
import { ExportDataButton } from "@/components/privacy/export-data-button";
import { getViewer } from "@/lib/auth/session";
import { siteUrl } from "@/lib/env";
import { providerConfigFromEnv } from "@/lib/chat/assistant/providers";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";
import { metaDescription } from "@/lib/site/description";
import { alternates, openGraphLocale, pageUrl, siteCardImages } from "@/lib/site/metadata";
import { PRIVACY_POLICY_UPDATED } from "@/lib/site/page-dates";

const HIGHLIGHTS = [
  { key: "protection", Icon: ShieldCheck },
  { key: "prayer", Icon: HandHeart },
  { key: "transparency", Icon: Eye },
  { key: "storage", Icon: ServerCog },
] as const;

const COLLECTED = [
  "account",
  "guest",
  "chat",
  "bookmarks",
  "payments",
  "support",
  "security",
  "device",
] as const;
const RIGHTS = ["access", "export", "delete", "withdraw"] as const;

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/privacy-policy">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Privacy" });
  const description = metaDescription(t("metaDescription"));
  return {
    title: t("metaTitle"),
    description,
    alternates: alternates(locale, "/privacy-policy"),
    openGraph: {
      title: t("metaTitle"),
      description,
      url: pageUrl(locale, "/privacy-policy"),
      images: siteCardImages(locale),
      ...openGraphLocale(locale),
    },
  };
}

/** The host messages go to, read from the same settings the assistant itself uses. */
function aiProviderHost(): string | null {
  const config = providerConfigFromEnv();
  return config ? new URL(config.baseURL).host : null;
}

export default async function PrivacyPolicyPage({ params }: PageProps<"/[locale]/privacy-policy">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  // What the assistant sends depends on this server's configuration at request time, and the
  // export button on who is asking.
  await connection();
  const [t, site] = await Promise.all([getTranslations("Privacy"), getTranslations("Metadata")]);
  const host = aiProviderHost();
  const viewer = await getViewer();
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(
    new Date(PRIVACY_POLICY_UPDATED),
  );

  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: t("metaTitle"),
          description: metaDescription(t("metaDescription")),
          url: pageUrl(locale, "/privacy-policy"),
          inLanguage: locale,
          dateModified: PRIVACY_POLICY_UPDATED,
          isPartOf: { "@type": "WebSite", name: site("siteName"), url: siteUrl() },
        }}
      />
      <header className="text-center">
        <h1 className="font-serif text-4xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground mx-auto mt-4 max-w-2xl text-lg">{t("intro")}</p>
        <p className="text-muted-foreground mt-2 text-sm">{t("updated", { date: updated })}</p>
      </header>

      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {HIGHLIGHTS.map(({ key, Icon }) => (
          <li key={key} className="bg-card rounded-xl border p-5 shadow-sm">
            <Icon className="text-primary size-7" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold">{t(`highlights.${key}.title`)}</h2>
            <p className="text-muted-foreground mt-1 text-sm leading-relaxed">
              {t(`highlights.${key}.description`)}
            </p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="collection" className="mt-12 space-y-4">
        <h2 id="collection" className="font-serif text-2xl font-semibold">
          {t("collection.title")}
        </h2>
        <p>{t("collection.intro")}</p>
        <ul className="list-disc space-y-2 pl-6 leading-relaxed">
          {COLLECTED.map((key) => (
            <li key={key}>{t(`collection.items.${key}`)}</li>
          ))}
        </ul>
        <p className="font-medium">{t("collection.none")}</p>
      </section>

      <section aria-labelledby="ai-usage" className="mt-12 space-y-4 leading-relaxed">
        <h2 id="ai-usage" className="font-serif text-2xl font-semibold">
          {t("ai.title")}
        </h2>
        <p data-testid="ai-provider-statement">
          {host ? t("ai.provider", { host }) : t("ai.offline")}
        </p>
        <p>{t("ai.verses")}</p>
        <p>{t("ai.limits")}</p>
      </section>

      <section aria-labelledby="rights" className="mt-12 space-y-4 leading-relaxed">
        <h2 id="rights" className="font-serif text-2xl font-semibold">
          {t("rights.title")}
        </h2>
        <p>{t("rights.intro")}</p>
        <ul className="list-disc space-y-2 pl-6">
          {RIGHTS.map((key) => (
            <li key={key}>{t(`rights.items.${key}`)}</li>
          ))}
        </ul>
        <PageMessages namespaces={["DataExport"]}>
          <ExportDataButton signedInOnServer={viewer !== null} />
        </PageMessages>
        <p>
          <Link href="/support" className="text-primary underline-offset-4 hover:underline">
            {t("rights.contact")}
          </Link>
        </p>
      </section>
    </article>
  );
}

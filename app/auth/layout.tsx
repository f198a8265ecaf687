import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { DocumentShell } from "@/components/layout/document-shell";
import { Toaster } from "@/components/layout/toaster";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-storage";
import { loadMessages } from "@/lib/i18n/messages";
import { storedLocaleFrom } from "@/lib/i18n/redirects";
import { metaDescription } from "@/lib/site/description";

const AUTH_NAMESPACES = [
  "Auth",
  "AuthValidation",
  "AuthToasts",
  "PasswordInput",
  "LanguageToggle",
  "Loading",
  "Common",
  "Errors",
] as const;

async function authLocale() {
  return storedLocaleFrom((await cookies()).get(LOCALE_COOKIE)?.value);
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await authLocale();
  const t = await getTranslations({ locale, namespace: "Auth" });
  const site = await getTranslations({ locale, namespace: "Metadata" });
  return {
    title: `${t("metaTitle")} | ${site("siteName")}`,
    description: metaDescription(t("metaDescription")),
    robots: { index: false, follow: true },
    icons: { icon: "/icon.svg" },
  };
}

/** /auth lives outside the language routes: its language is the one the reader chose last. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const locale = await authLocale();
  const messages = await loadMessages(locale);
  const clientMessages = Object.fromEntries(
    AUTH_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  );

  return (
    <DocumentShell locale={locale}>
      <NextIntlClientProvider locale={locale} messages={clientMessages} timeZone="Africa/Nairobi">
        {children}
        <Toaster locale={locale} />
      </NextIntlClientProvider>
    </DocumentShell>
  );
}

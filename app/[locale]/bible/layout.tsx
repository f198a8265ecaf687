import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { PageMessages } from "@/components/layout/page-messages";
import { routing } from "@/lib/i18n/routing";

/** The reader's client components, and its error view, read the `Bible` messages. */
export default async function BibleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  return <PageMessages namespaces={["Bible"]}>{children}</PageMessages>;
}

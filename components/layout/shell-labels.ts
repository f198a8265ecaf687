import "server-only";
import { getMessages, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

type ShellNamespace = "Nav" | "LanguageToggle" | "Theme" | "AuthToasts";
type Labels<Namespace extends ShellNamespace> = Record<keyof Messages[Namespace], string>;

/**
 * The texts of the header and its menus, formatted on the server: the header is on every
 * page, and its client components take plain strings instead of the message formatter.
 */
export async function shellLabels(locale: Locale) {
  const messages = (await getMessages({ locale })) as Messages;

  async function labels<Namespace extends ShellNamespace>(
    namespace: Namespace,
  ): Promise<Labels<Namespace>> {
    // Every message of these namespaces is plain text: no arguments to fill in.
    const translate = (await getTranslations({ locale, namespace })) as unknown as (
      key: string,
    ) => string;
    return Object.fromEntries(
      Object.keys(messages[namespace]).map((key) => [key, translate(key)]),
    ) as Labels<Namespace>;
  }

  const [nav, language, theme, toasts] = await Promise.all([
    labels("Nav"),
    labels("LanguageToggle"),
    labels("Theme"),
    labels("AuthToasts"),
  ]);
  return { locale, nav, language, theme, toasts };
}

export type ShellLabels = Awaited<ReturnType<typeof shellLabels>>;

import "server-only";
import type { Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";

type TextValues = Record<string, string | number>;

/**
 * One text of the catalogue with its values, outside React (API error bodies). It goes through
 * next-intl's translator because the build precompiles messages with placeholders (they are no
 * longer strings there), and the translator reads both forms. Loaded on demand: only error paths
 * need it.
 */
export async function serverText<Namespace extends keyof Messages>(
  locale: Locale,
  namespace: Namespace,
  key: keyof Messages[Namespace] & string,
  values?: TextValues,
): Promise<string> {
  const [{ createTranslator }, messages] = await Promise.all([
    import("next-intl"),
    loadMessages(locale),
  ]);
  const translate = createTranslator({
    locale,
    messages: messages as Record<string, unknown>,
    timeZone: "Africa/Nairobi",
  }) as unknown as (path: string, values?: TextValues) => string;
  return translate(`${namespace}.${key}`, values);
}

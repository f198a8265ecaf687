"use client";

import { BookOpen, Copy } from "@/components/icons";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { copyText } from "@/lib/ui/clipboard";
import { toast } from "@/lib/ui/toast";
import { readRelatedVerse } from "./verse-entry";

/** The verses a reply draws on, as cards: reference, exact text, the reader at that verse, copy. */
export function RelatedVerses({ entries, locale }: { entries: string[]; locale: Locale }) {
  const t = useTranslations("Chat");
  if (entries.length === 0) return null;
  const verses = entries.map((entry) => ({ entry, ...readRelatedVerse(entry, locale) }));

  const copy = async (entry: string) => {
    try {
      await copyText(entry);
      toast.success(t("toasts.verseCopied"), { description: t("toasts.verseCopiedDescription") });
    } catch {
      toast.error(t("toasts.copyError"));
    }
  };

  return (
    <section className="mt-4 space-y-2" aria-label={t("verses.heading")}>
      <h4 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
        {t("verses.heading")}
      </h4>
      <ul className="grid gap-2">
        {verses.map(({ entry, reference, text, href }) => (
          <li
            key={entry}
            className="bg-background rounded-lg border px-3 py-2"
            data-testid="related-verse"
          >
            <div className="flex flex-wrap items-center justify-between gap-x-2">
              {reference && <p className="text-primary text-sm font-semibold">{reference}</p>}
              <div className="-mr-2 ml-auto flex">
                {href && (
                  <Button asChild variant="ghost" size="sm" className="h-7 px-2">
                    <a href={href}>
                      <BookOpen aria-hidden />
                      {t("verses.open")}
                      <span className="sr-only"> {reference}</span>
                    </a>
                  </Button>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-7 px-2"
                  onClick={() => void copy(entry)}
                >
                  <Copy aria-hidden />
                  {t("actions.copy")}
                  {reference && <span className="sr-only"> {reference}</span>}
                </Button>
              </div>
            </div>
            <blockquote className="mt-1 font-serif text-sm leading-relaxed">{text}</blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}

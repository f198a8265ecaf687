"use client";

import { Search } from "@/components/icons";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { filterFaqs, type FaqEntry } from "@/lib/support/faq";

const SHORTCUTS = ["payment", "signIn", "assistant", "bookmarks"] as const;

export function FaqSection({ entries }: { entries: FaqEntry[] }) {
  const t = useTranslations("Support");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState("");
  const visible = filterFaqs(entries, query);

  return (
    <section aria-labelledby="faq-title" className="space-y-5">
      <h2 id="faq-title" className="font-serif text-2xl font-semibold">
        {t("faqTitle")}
      </h2>
      <div className="relative">
        <Search
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          aria-hidden
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("searchPlaceholder")}
          aria-label={t("searchLabel")}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground text-sm">{t("commonIssues")}:</span>
        {SHORTCUTS.map((key) => (
          <Button
            key={key}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setQuery(t(`shortcutQueries.${key}`))}
          >
            {t(`shortcuts.${key}`)}
          </Button>
        ))}
      </div>
      {visible.length === 0 ? (
        <p
          role="status"
          className="text-muted-foreground rounded-lg border border-dashed p-6 text-center"
        >
          {t("noResults")}
        </p>
      ) : (
        <Accordion
          type="single"
          collapsible
          value={open}
          onValueChange={setOpen}
          className="bg-card rounded-xl border px-4"
        >
          {visible.map((entry) => (
            <AccordionItem key={entry.key} value={entry.key}>
              <AccordionTrigger className="text-left text-base">{entry.question}</AccordionTrigger>
              <AccordionContent className="text-muted-foreground leading-relaxed">
                {entry.answer}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </section>
  );
}

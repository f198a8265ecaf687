"use client";

import { BookX } from "@/components/icons";
import NextLink from "next/link";
import { useParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";

export interface StoryNotFoundTexts {
  title: string;
  description: string;
  exploreMore: string;
  /** The stories list in that language. */
  storiesHref: string;
}

/** 'Story not found' in the page's language; the texts of every language come from the server. */
export function StoryNotFound({ texts }: { texts: Record<Locale, StoryNotFoundTexts> }) {
  const t = texts[useParams<{ locale: Locale }>().locale] ?? texts.en;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <BookX className="text-primary size-16" aria-hidden />
      <h1 className="font-serif text-3xl font-semibold">{t.title}</h1>
      <p className="text-muted-foreground">{t.description}</p>
      <Button asChild size="lg">
        <NextLink href={t.storiesHref}>{t.exploreMore}</NextLink>
      </Button>
    </section>
  );
}

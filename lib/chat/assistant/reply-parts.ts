import "server-only";
import type { BibleReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import type { Passage } from "./retrieval";
import { passageLine } from "./scripture";

/** Each passage on its own line, quoted exactly from the language's Bible text. */
export function lines(references: readonly BibleReference[], locale: Locale): string {
  return references.map((reference) => passageLine(reference, locale)).join("\n");
}

export function paragraphs(...parts: Array<string | undefined | false>): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join("\n\n");
}

/** The best retrieved passages the message did not cite itself. */
export function passagesFrom(passages: readonly Passage[], count: number): BibleReference[] {
  return passages
    .filter((passage) => passage.source !== "message")
    .slice(0, count)
    .map((passage) => passage.reference);
}

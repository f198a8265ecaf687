import type { Locale } from "@/lib/i18n/locales";

export type BibleSourceFormat = "tsv" | "osis-imp";

export interface BibleVersion {
  /** Stable id and the `version` API parameter. */
  id: string;
  /** Shown to readers after a quoted verse: "(WEB)". */
  abbreviation: string;
  locale: Locale;
  name: string;
  /** The name in the version's own language, for the reader's version line. */
  nativeName: string;
  year: number;
  license: string;
  /** File under content/bible/sources/. */
  source: string;
  format: BibleSourceFormat;
  /** When set, the import fails unless the text has exactly this many verses. */
  expectedVerseCount?: number;
}

/**
 * The texts the import builds and the server serves; the first version of a language is its
 * default. Another text in one of the two source formats is added by listing it here.
 */
export const BIBLE_VERSIONS: readonly BibleVersion[] = [
  {
    id: "SUV",
    abbreviation: "SUV",
    locale: "sw",
    name: "Swahili Union Version",
    nativeName: "Biblia Takatifu (Swahili Union Version)",
    year: 1952,
    license: "Swahili Union Version, 1952 text, freely distributed.",
    source: "sw-suv.tsv.gz",
    format: "tsv",
    expectedVerseCount: 31_102,
  },
  {
    id: "WEB",
    abbreviation: "WEB",
    locale: "en",
    name: "World English Bible",
    nativeName: "World English Bible",
    year: 2020,
    license: "Public domain.",
    source: "en-web.imp.gz",
    format: "osis-imp",
  },
];

export function findVersion(id: string): BibleVersion | undefined {
  const wanted = id.trim().toUpperCase();
  return BIBLE_VERSIONS.find((version) => version.id === wanted);
}

export function defaultVersion(locale: Locale): BibleVersion {
  const version = BIBLE_VERSIONS.find((candidate) => candidate.locale === locale);
  if (!version) throw new Error(`No Bible version is configured for locale "${locale}".`);
  return version;
}

export function versionsForLocale(locale: Locale): BibleVersion[] {
  return BIBLE_VERSIONS.filter((version) => version.locale === locale);
}

import type { Locale } from "@/lib/i18n/locales";

/**
 * Numbers as the Bibles write them, in words: readers type "the 12 spies", "elfu 5", "siku 40";
 * the stories say "twelve", "elfu tano", "siku arobaini".
 */

// prettier-ignore
const ENGLISH_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
  "nineteen"];
// prettier-ignore
const ENGLISH_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
  "ninety"];
// Counting forms, which "elfu", "mia", "siku" and "mara" take; "watu wawili" agrees with its noun.
const SWAHILI_ONES = ["", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"];
// prettier-ignore
const SWAHILI_TENS = ["", "kumi", "ishirini", "thelathini", "arobaini", "hamsini", "sitini", "sabini",
  "themanini", "tisini"];

const LARGEST = 999_999;

function englishBelowThousand(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens =
    rest < 20
      ? [ENGLISH_ONES[rest]]
      : [ENGLISH_TENS[Math.floor(rest / 10)], ENGLISH_ONES[rest % 10]];
  return [...(hundreds > 0 ? [ENGLISH_ONES[hundreds], "hundred"] : []), ...tens];
}

function swahiliBelowThousand(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const [tens, ones] = [Math.floor((n % 100) / 10), n % 10];
  const belowHundred =
    tens > 0 && ones > 0
      ? [SWAHILI_TENS[tens], "na", SWAHILI_ONES[ones]]
      : [SWAHILI_TENS[tens], SWAHILI_ONES[ones]];
  return [...(hundreds > 0 ? ["mia", SWAHILI_ONES[hundreds]] : []), ...belowHundred];
}

/** The number a word of digits writes, in words of the language; undefined for any other word. */
export function spelledNumber(word: string, locale: Locale): string[] | undefined {
  if (!/^[1-9]\d*$/u.test(word) || Number(word) > LARGEST) return undefined;
  const n = Number(word);
  const [thousands, rest] = [Math.floor(n / 1000), n % 1000];
  const words =
    locale === "en"
      ? [
          ...(thousands > 0 ? [...englishBelowThousand(thousands), "thousand"] : []),
          ...englishBelowThousand(rest),
        ]
      : [
          ...(thousands > 0 ? ["elfu", ...swahiliBelowThousand(thousands)] : []),
          ...swahiliBelowThousand(rest),
        ];
  return words.filter((spelled) => spelled !== "");
}

import { z } from "zod";

/** The themes a devotional is filed under (1 to 3 each). */
export const DEVOTIONAL_THEMES = [
  "trust",
  "comfort",
  "fear",
  "grief",
  "hope",
  "love",
  "forgiveness",
  "prayer",
  "faith",
  "family",
  "work",
  "money",
  "wisdom",
  "gratitude",
  "patience",
  "courage",
  "peace",
  "obedience",
  "humility",
  "service",
  "joy",
  "repentance",
  "temptation",
  "suffering",
  "community",
  "generosity",
  "rest",
  "purpose",
  "holiness",
  "justice",
] as const;

export const REFLECTION_WORDS = { min: 250, max: 450 } as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VERSES_PATTERN = /^(\d+)(?:-(\d+))?$/;
/** A reflection is paragraphs of text with emphasis and quotations, nothing else. */
const REFLECTION_MARKUP = /^(?:<(p|blockquote)>(?:[^<]|<\/?(?:em|strong|p)>)*<\/\1>)+$/;
const STRAIGHT_QUOTES = /["']/;

export function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !STRAIGHT_QUOTES.test(text), "must use curly quotes (’ “ ”)");

const languageSchema = z.strictObject({
  title: plainText(120),
  reflection: z
    .string()
    .regex(REFLECTION_MARKUP, "must be <p> or <blockquote> paragraphs with <em>/<strong> only")
    .refine((html) => !STRAIGHT_QUOTES.test(html.replace(/<[^>]+>/g, "")), "must use curly quotes")
    .refine((html) => {
      const words = wordCount(html);
      return words >= REFLECTION_WORDS.min && words <= REFLECTION_WORDS.max;
    }, `must have ${REFLECTION_WORDS.min} to ${REFLECTION_WORDS.max} words`),
  prayer: plainText(600),
  question: plainText(300).refine((text) => text.endsWith("?"), "must end with a question mark"),
});

/** One file of `content/devotionals/`: a devotional in both languages, its passage by reference. */
export const devotionalSourceSchema = z.strictObject({
  slug: z.string().regex(SLUG_PATTERN, "must be lowercase words joined by hyphens"),
  /** Its place in the rotation, from 1. */
  day: z.number().int().positive(),
  passage: z.strictObject({
    book: z.string().trim().min(1, "must not be empty"),
    chapter: z.number().int().positive(),
    verses: z.string().regex(VERSES_PATTERN, 'must be a verse ("16") or a range ("1-6")'),
  }),
  themes: z
    .array(z.enum(DEVOTIONAL_THEMES))
    .min(1, "must have a theme")
    .max(3, "must have at most 3 themes"),
  en: languageSchema,
  sw: languageSchema,
});

export type DevotionalSource = z.infer<typeof devotionalSourceSchema>;

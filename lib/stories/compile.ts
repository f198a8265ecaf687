import sanitizeHtml from "sanitize-html";
import { findBook } from "@/lib/bible/books";
import type { Locale } from "@/lib/i18n/locales";
import { storySourceSchema, VERSES_PATTERN, type StorySource } from "./schemas";
import type { AgeGroup, StoryTag } from "./taxonomy";

export const ALLOWED_STORY_TAGS = ["p", "h2", "h3", "blockquote", "em", "strong"] as const;
export const MIN_STORY_WORDS = 400;
export const MAX_STORY_WORDS = 1200;
export const WORDS_PER_MINUTE = 200;
export const STORY_LANGUAGES: readonly Locale[] = ["en", "sw"];

export interface CompiledStoryLanguage {
  title: string;
  html: string;
  plain: string;
  moralLesson: string;
  imageAlt: string;
  words: number;
  readingTimeMinutes: number;
}

/** A story as the app keeps it in memory: validated, sanitized, with derived text. */
export interface CompiledStory {
  id: number;
  slug: string;
  bookId: string;
  chapter: number;
  verses: string;
  ageGroup: AgeGroup;
  tags: StoryTag[];
  createdAt: string;
  updatedAt: string;
  image: string;
  en: CompiledStoryLanguage;
  sw: CompiledStoryLanguage;
}

export interface CompiledStories {
  version: 1;
  stories: CompiledStory[];
}

export function sanitizeStoryHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...ALLOWED_STORY_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  }).trim();
}

/** Tags (and tags with attributes) that sanitizing would remove: an author's mistake to report. */
export function disallowedMarkup(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<\s*(\/?)\s*([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [, closing, name, rest] = match;
    const tag = name.toLowerCase();
    if (!(ALLOWED_STORY_TAGS as readonly string[]).includes(tag)) found.add(`<${tag}>`);
    else if (!closing && rest.trim() && rest.trim() !== "/") found.add(`attributes on <${tag}>`);
  }
  if (/<!--|<!\[CDATA\[|<\?/.test(html)) found.add("comments or processing instructions");
  return [...found];
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === "#") {
      const point =
        code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff
        ? String.fromCodePoint(point)
        : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** The text of sanitized story HTML, one block (paragraph, heading, quote) per paragraph. */
export function htmlToPlainText(html: string): string {
  const blocks = html
    .replace(/<\/(p|h2|h3|blockquote)>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .split(/\n{2,}/)
    .map((block) => decodeEntities(block).replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return blocks.join("\n\n");
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A stable numeric id from the slug (FNV-1a), so ids never shift when stories are added. */
export function storyId(slug: string): number {
  let hash = 0x811c9dc5;
  for (const char of slug) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 2_147_483_646) + 1;
}

export function storyImagePath(slug: string): string {
  return `/stories/${slug}.svg`;
}

/** Problems of an illustration that would be unsafe or broken when served from our origin. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!/<svg[\s>]/i.test(svg)) problems.push("is not an SVG document");
  else if (!/viewBox\s*=/.test(svg)) problems.push("has no viewBox, so it cannot scale");
  if (/<script[\s>]/i.test(svg)) problems.push("contains a <script>");
  if (/<foreignObject[\s>]/i.test(svg)) problems.push("contains a <foreignObject>");
  if (/\son[a-z]+\s*=/i.test(svg)) problems.push("contains an event handler attribute");
  if (/(?:xlink:)?href\s*=\s*["']\s*(?:https?:|\/\/|javascript:|data:)/i.test(svg)) {
    problems.push("links to an external or inline resource");
  }
  return problems;
}

export interface StoryFileInput {
  fileName: string;
  raw: string;
  /** The illustration's text, or null when `public/stories/<slug>.svg` is missing. */
  svg: string | null;
}

export type CompileResult =
  { story: CompiledStory; problems: [] } | { story: null; problems: string[] };

function compileLanguage(
  source: StorySource,
  locale: Locale,
  problems: string[],
): CompiledStoryLanguage {
  const language = source[locale];
  const disallowed = disallowedMarkup(language.body);
  if (disallowed.length) {
    problems.push(
      `${locale}.body uses markup that is not allowed: ${disallowed.join(", ")} (allowed: ${ALLOWED_STORY_TAGS.join(", ")})`,
    );
  }
  const html = sanitizeStoryHtml(language.body);
  const plain = htmlToPlainText(html);
  const words = countWords(plain);
  if (words < MIN_STORY_WORDS || words > MAX_STORY_WORDS) {
    problems.push(
      `${locale}.body has ${words} words (allowed ${MIN_STORY_WORDS}-${MAX_STORY_WORDS})`,
    );
  }
  if (!/^<(p|h2|h3|blockquote)>/.test(html))
    problems.push(`${locale}.body must start with a paragraph, heading or quote`);
  if ((html.match(/<p>/g) ?? []).length < 3)
    problems.push(`${locale}.body needs at least 3 paragraphs`);
  return {
    title: language.title,
    html,
    plain,
    moralLesson: language.moral_lesson,
    imageAlt: language.image_alt,
    words,
    readingTimeMinutes: readingTimeMinutes(words),
  };
}

/** Validates one story file and compiles it, or lists every problem found. */
export function compileStoryFile({ fileName, raw, svg }: StoryFileInput): CompileResult {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { story: null, problems: [`is not valid JSON: ${(error as Error).message}`] };
  }
  const parsed = storySourceSchema.safeParse(json);
  if (!parsed.success) {
    return {
      story: null,
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "(file)"} ${issue.message}`,
      ),
    };
  }
  const source = parsed.data;
  const problems: string[] = [];

  const expectedFileName = `${source.slug}.json`;
  if (fileName !== expectedFileName)
    problems.push(
      `slug "${source.slug}" does not match the file name (expected ${expectedFileName})`,
    );
  if (source.slug === "list") problems.push('slug "list" is reserved by the API (stories/list/)');

  const book = findBook(source.reference.book);
  if (!book) {
    problems.push(`reference.book "${source.reference.book}" is not a Bible book`);
  } else if (source.reference.chapter > book.chapters) {
    problems.push(
      `reference.chapter ${source.reference.chapter} is beyond ${book.nameEn} (${book.chapters} chapters)`,
    );
  }
  const [, first, last] = VERSES_PATTERN.exec(source.reference.verses) ?? [];
  if (Number(first) < 1 || (last !== undefined && Number(last) < Number(first))) {
    problems.push(`reference.verses "${source.reference.verses}" is not an ascending verse range`);
  }
  if (source.updated_at < source.created_at) problems.push("updated_at is before created_at");

  if (svg === null) problems.push(`illustration public${storyImagePath(source.slug)} is missing`);
  else
    for (const problem of svgProblems(svg))
      problems.push(`illustration public${storyImagePath(source.slug)} ${problem}`);

  const en = compileLanguage(source, "en", problems);
  const sw = compileLanguage(source, "sw", problems);

  if (problems.length || !book) return { story: null, problems };
  return {
    story: {
      id: storyId(source.slug),
      slug: source.slug,
      bookId: book.id,
      chapter: source.reference.chapter,
      verses: source.reference.verses,
      ageGroup: source.age_group,
      tags: source.tags,
      createdAt: source.created_at,
      updatedAt: source.updated_at,
      image: storyImagePath(source.slug),
      en,
      sw,
    },
    problems: [],
  };
}

/** Bible order (book, chapter, first verse), then slug. */
export function compareStories(
  a: CompiledStory,
  b: CompiledStory,
  bookNumber: (id: string) => number,
): number {
  return (
    bookNumber(a.bookId) - bookNumber(b.bookId) ||
    a.chapter - b.chapter ||
    parseInt(a.verses, 10) - parseInt(b.verses, 10) ||
    a.slug.localeCompare(b.slug)
  );
}

/** Problems between files: ids that collide. Slugs are unique because file names are. */
export function crossFileProblems(stories: CompiledStory[]): string[] {
  const problems: string[] = [];
  const bySlug = new Map<string, string>();
  const byId = new Map<number, string>();
  for (const story of stories) {
    if (bySlug.has(story.slug)) problems.push(`slug "${story.slug}" is used twice`);
    bySlug.set(story.slug, story.slug);
    const other = byId.get(story.id);
    if (other)
      problems.push(
        `stories "${other}" and "${story.slug}" get the same id ${story.id}; rename one slug`,
      );
    byId.set(story.id, story.slug);
  }
  return problems;
}

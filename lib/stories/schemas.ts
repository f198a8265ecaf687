import { z } from "zod";
import { AGE_GROUPS, STORY_TAGS } from "./taxonomy";

export const STORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const VERSES_PATTERN = /^(\d+)(?:-(\d+))?$/;

export const MIN_STORY_TAGS = 3;
export const MAX_STORY_TAGS = 6;

const text = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

const calendarDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });

const storySourceLanguageSchema = z.strictObject({
  title: text(120),
  body: z.string().trim().min(1, "must not be empty"),
  moral_lesson: text(400),
  image_alt: text(300),
});

/** One file of `content/stories/`: a story in both languages. */
export const storySourceSchema = z.strictObject({
  slug: z.string().regex(STORY_SLUG_PATTERN, "must be lowercase words joined by hyphens"),
  reference: z.strictObject({
    book: z.string().trim().min(1, "must not be empty"),
    chapter: z.number().int().positive(),
    verses: z.string().regex(VERSES_PATTERN, 'must be a verse ("16") or a range ("1-31")'),
  }),
  age_group: z.enum(AGE_GROUPS),
  tags: z
    .array(z.enum(STORY_TAGS))
    .min(MIN_STORY_TAGS, `must have at least ${MIN_STORY_TAGS} tags`)
    .max(MAX_STORY_TAGS, `must have at most ${MAX_STORY_TAGS} tags`)
    .refine((tags) => new Set(tags).size === tags.length, "must not repeat a tag"),
  created_at: calendarDate,
  updated_at: calendarDate,
  en: storySourceLanguageSchema,
  sw: storySourceLanguageSchema,
});

export type StorySource = z.infer<typeof storySourceSchema>;

/** The spec's Story entity in one language, plus `image_alt`, `book_id`, `reference`, `age_group_id` and `tag_ids`. */
export const storySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(STORY_SLUG_PATTERN),
  title: z.string().min(1),
  story_content: z.string().min(1),
  story_content_plain: z.string().min(1),
  image: z.string().startsWith("/"),
  image_alt: z.string().min(1),
  book: z.string().min(1),
  book_id: z.string().min(1),
  chapter: z.number().int().positive(),
  verse: z.string().regex(VERSES_PATTERN),
  reference: z.string().min(1),
  age_group: z.string().min(1),
  age_group_id: z.enum(AGE_GROUPS),
  reading_time_minutes: z.number().int().positive(),
  tags_list: z.array(z.string().min(1)),
  tag_ids: z.array(z.enum(STORY_TAGS)),
  moral_lesson: z.string().min(1),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export type Story = z.infer<typeof storySchema>;

export const storyListResponseSchema = z.object({
  data: z.object({ results: z.array(storySchema) }),
});
export const storyResponseSchema = z.object({ data: storySchema });

/**
 * What a card of the list shows and its filters read. The story's text stays out: the page would
 * carry all 33 texts to every reader, and only a reader who searches needs them.
 */
export type StoryListItem = Pick<
  Story,
  | "slug"
  | "title"
  | "image"
  | "image_alt"
  | "age_group"
  | "age_group_id"
  | "reading_time_minutes"
  | "tags_list"
  | "tag_ids"
> & { excerpt: string };

/** Each story's plain text by slug: what the list's search reads besides the titles. */
export type StoryTexts = Record<string, string>;

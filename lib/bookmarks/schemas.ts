import { z } from "zod";

export const BOOKMARK_TYPES = ["VERSE", "NOTE", "INSIGHT"] as const;
export type BookmarkType = (typeof BOOKMARK_TYPES)[number];

export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 10_000;
export const TAGS_MAX_COUNT = 20;
export const TAG_NAME_MAX_LENGTH = 40;
/** Bookmarks a free member may keep; premium is unlimited. */
export const FREE_BOOKMARK_LIMIT = 10;

/** Spec: the tag every verse bookmark carries, and the one every INSIGHT carries. */
export const BIBLE_VERSE_TAG = "Bible Verse";
export const AI_RESPONSE_TAG = "AI Response";

export const tagSchema = z.object({ id: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** Where a VERSE bookmark points: OSIS book id ("John"), chapter, verses, version id ("WEB"). */
export const verseReferenceSchema = z
  .object({
    book: z.string().trim().min(1).max(8),
    chapter: z.number().int().min(1).max(150),
    verse_start: z.number().int().min(1).max(176),
    verse_end: z.number().int().min(1).max(176),
    translation: z.string().trim().min(1).max(8),
  })
  .refine((verse) => verse.verse_end >= verse.verse_start, {
    path: ["verse_end"],
    message: "The last verse comes after the first.",
  });
export type VerseReference = z.infer<typeof verseReferenceSchema>;

/** A bookmark as GET /bookmarks/ and GET /bookmarks/{id}/ return it. */
export const bookmarkSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  bookmark_type: z.enum(BOOKMARK_TYPES),
  tags: z.array(tagSchema),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  ai_insights: z.null(),
  /** Extension: the structured reference of a VERSE bookmark, null otherwise. */
  verse: verseReferenceSchema.nullable(),
  /** Extension: the chat message an INSIGHT keeps, null otherwise. */
  message_id: z.string().nullable(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

const tagNamesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, "A tag needs a name.")
      .max(TAG_NAME_MAX_LENGTH, `A tag has at most ${TAG_NAME_MAX_LENGTH} characters.`),
  )
  .max(TAGS_MAX_COUNT, `At most ${TAGS_MAX_COUNT} tags.`);

const titleSchema = z
  .string()
  .trim()
  .max(TITLE_MAX_LENGTH, `A title has at most ${TITLE_MAX_LENGTH} characters.`);

const contentSchema = z
  .string()
  .trim()
  .min(1, "A bookmark needs some content.")
  .max(CONTENT_MAX_LENGTH, `Content has at most ${CONTENT_MAX_LENGTH} characters.`);

/** POST /bookmarks/. A missing or empty title is built on the server (spec section 5). */
export const bookmarkCreateSchema = z
  .object({
    title: titleSchema.optional(),
    content: contentSchema,
    bookmark_type: z.enum(BOOKMARK_TYPES),
    tag_names: tagNamesSchema.default([]),
    /** Extension for VERSE: the reference; without it the server reads the title ("John 3:16"). */
    verse: verseReferenceSchema.optional(),
    /** Extension for INSIGHT: the assistant's message being kept (bookmarked once). */
    message_id: z.uuid().optional(),
    /** Extension for INSIGHT without a title: the member's question, whose first line names it. */
    last_user_message: z.string().max(CONTENT_MAX_LENGTH).optional(),
  })
  .refine((create) => create.verse === undefined || create.bookmark_type === "VERSE", {
    path: ["verse"],
    message: "Only a VERSE bookmark has a verse reference.",
  })
  .refine((create) => create.message_id === undefined || create.bookmark_type === "INSIGHT", {
    path: ["message_id"],
    message: "Only an INSIGHT bookmark keeps a chat message.",
  });
export type BookmarkCreate = z.input<typeof bookmarkCreateSchema>;

/** PATCH /bookmarks/{id}/: any of content, tag_names, title. */
export const bookmarkUpdateSchema = z
  .object({
    title: titleSchema.min(1, "A title cannot be empty.").optional(),
    content: contentSchema.optional(),
    tag_names: tagNamesSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: "Send at least one of title, content or tag_names.",
  });
export type BookmarkUpdate = z.input<typeof bookmarkUpdateSchema>;

/** The 403 a free member gets at the limit; the detail is in the caller's language. */
export const BOOKMARK_LIMIT_CODE = "bookmark_limit_reached";

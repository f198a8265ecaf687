import "server-only";
import { z } from "zod";
import bookContextJson from "@/content/assistant/book-context.json";
import contestedJson from "@/content/assistant/contested.json";
import jesusTeachingsJson from "@/content/assistant/jesus-teachings.json";
import nonBooksJson from "@/content/assistant/non-books.json";
import peopleEventsJson from "@/content/assistant/people-events.json";
import topicsJson from "@/content/assistant/topics.json";

const localizedSchema = z.object({ en: z.string().min(1), sw: z.string().min(1) });
/** Words or names in both languages: triggers of a topic, names of a person or event. */
const phrasesSchema = z.object({
  en: z.array(z.string().min(1)).min(1),
  sw: z.array(z.string().min(1)).min(1),
});
/** A reference in English, parsed against the Bible data when the content is first used. */
export const referenceTextSchema = z.string().regex(/^[1-3]? ?[A-Za-z ]+ \d+(:\d+(-\d+)?)?$/);

export const topicSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: localizedSchema,
  triggers: phrasesSchema,
  verses: z.array(referenceTextSchema).min(4).max(10),
  summary: localizedSchema,
  prayer: localizedSchema,
  /** What a prayer for someone else in this need asks, naming no one: "Keep mother and baby safe…". */
  intercession: localizedSchema.optional(),
  tone: z.enum(["comfort"]).optional(),
  /**
   * Triggers that name this topic only beside another topic's words: "help him stop" is caring
   * for a drinker when the drinking is told, and no such thing beside "lying".
   */
  alongside: z.object({ topic: z.string(), triggers: phrasesSchema }).optional(),
});

export const contestedQuestionSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: localizedSchema,
  triggers: phrasesSchema,
  views: z.array(localizedSchema).min(2),
  verses: z.array(referenceTextSchema).min(3),
});

/** A person, place, event, parable or miracle; its first passage tells its story best. */
export const storyEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.enum(["person", "place", "event", "parable", "miracle"]),
  names: phrasesSchema,
  passages: z.array(referenceTextSchema).min(2).max(6),
  summary: localizedSchema,
});

/** What Jesus taught on a subject, in the passages where He teaches it, best first. */
export const teachingSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  subject: localizedSchema,
  triggers: phrasesSchema,
  passages: z.array(referenceTextSchema).min(2).max(8),
  summary: localizedSchema,
});

const nonBookSchema = z.object({
  forms: z.array(z.string().min(2)).min(1),
  about: localizedSchema,
});

export type Topic = z.infer<typeof topicSchema>;
export type ContestedQuestion = z.infer<typeof contestedQuestionSchema>;
export type StoryEntry = z.infer<typeof storyEntrySchema>;
export type StoryKind = StoryEntry["kind"];
export type Teaching = z.infer<typeof teachingSchema>;
export type NonBook = z.infer<typeof nonBookSchema>;
export type LocalizedContent = z.infer<typeof localizedSchema>;

export const TOPICS: readonly Topic[] = z
  .object({ topics: z.array(topicSchema).min(40) })
  .parse(topicsJson).topics;

export const CONTESTED_QUESTIONS: readonly ContestedQuestion[] = z
  .object({ questions: z.array(contestedQuestionSchema) })
  .parse(contestedJson).questions;

export const STORY_ENTRIES: readonly StoryEntry[] = z
  .object({ entries: z.array(storyEntrySchema) })
  .parse(peopleEventsJson).entries;

export const JESUS_TEACHINGS: readonly Teaching[] = z
  .object({ teachings: z.array(teachingSchema) })
  .parse(jesusTeachingsJson).teachings;

export const NON_BOOKS: readonly NonBook[] = z
  .object({ names: z.array(nonBookSchema) })
  .parse(nonBooksJson).names;

/** One sentence of context per book, keyed by OSIS id. */
export const BOOK_CONTEXT: Readonly<Record<string, LocalizedContent>> = z
  .object({ books: z.record(z.string(), localizedSchema) })
  .parse(bookContextJson).books;

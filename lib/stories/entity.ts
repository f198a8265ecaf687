import { bookName, getBookById } from "@/lib/bible/books";
import type { Locale } from "@/lib/i18n/locales";
import type { CompiledStory } from "./compile";
import type { Story } from "./schemas";
import { ageGroupLabel, tagLabel } from "./taxonomy";

const dateTime = (date: string) => `${date}T00:00:00Z`;

/** The spec's Story entity in one language. */
export function toStory(story: CompiledStory, locale: Locale): Story {
  const language = story[locale];
  const book = getBookById(story.bookId);
  const localizedBook = book ? bookName(book, locale) : story.bookId;
  return {
    id: story.id,
    slug: story.slug,
    title: language.title,
    story_content: language.html,
    story_content_plain: language.plain,
    image: story.image,
    image_alt: language.imageAlt,
    book: localizedBook,
    book_id: story.bookId,
    chapter: story.chapter,
    verse: story.verses,
    reference: `${localizedBook} ${story.chapter}:${story.verses}`,
    age_group: ageGroupLabel(story.ageGroup, locale),
    age_group_id: story.ageGroup,
    reading_time_minutes: language.readingTimeMinutes,
    tags_list: story.tags.map((tag) => tagLabel(tag, locale)),
    tag_ids: [...story.tags],
    moral_lesson: language.moralLesson,
    created_at: dateTime(story.createdAt),
    updated_at: dateTime(story.updatedAt),
  };
}

/** The first verse of a story's passage, the anchor the Bible reader scrolls to. */
export function firstVerse(story: Pick<Story, "verse">): number {
  return parseInt(story.verse, 10);
}

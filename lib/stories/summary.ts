import type { Story, StorySummary } from "./schemas";

/** Drops the HTML body and the lesson, which the list never shows. */
export function toStorySummary(story: Story): StorySummary {
  return {
    id: story.id,
    slug: story.slug,
    title: story.title,
    story_content_plain: story.story_content_plain,
    image: story.image,
    image_alt: story.image_alt,
    book: story.book,
    book_id: story.book_id,
    chapter: story.chapter,
    verse: story.verse,
    reference: story.reference,
    age_group: story.age_group,
    age_group_id: story.age_group_id,
    reading_time_minutes: story.reading_time_minutes,
    tags_list: story.tags_list,
    tag_ids: story.tag_ids,
    created_at: story.created_at,
    updated_at: story.updated_at,
  };
}

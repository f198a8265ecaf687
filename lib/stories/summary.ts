import type { Story, StoryListItem, StoryTexts } from "./schemas";
import { storyExcerpt } from "./text";

export function toStoryListItem(story: Story): StoryListItem {
  return {
    slug: story.slug,
    title: story.title,
    image: story.image,
    image_alt: story.image_alt,
    age_group: story.age_group,
    age_group_id: story.age_group_id,
    reading_time_minutes: story.reading_time_minutes,
    tags_list: story.tags_list,
    tag_ids: story.tag_ids,
    excerpt: storyExcerpt(story.story_content_plain),
  };
}

export function toStoryTexts(stories: readonly Story[]): StoryTexts {
  return Object.fromEntries(stories.map((story) => [story.slug, story.story_content_plain]));
}

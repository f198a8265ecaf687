import { apiRequest } from "@/lib/api/client";
import type { Locale } from "@/lib/i18n/locales";
import { storyListResponseSchema, type StoryListItem, type StoryTexts } from "./schemas";
import { toStoryListItem, toStoryTexts } from "./summary";

export interface StoryList {
  items: StoryListItem[];
  texts: StoryTexts;
}

/** Fetches the story list in one language, validated against the contract, with the texts the search reads. */
export async function fetchStoryList(locale: Locale): Promise<StoryList> {
  const data = await apiRequest<unknown>("stories/list/", { locale });
  const stories = storyListResponseSchema.shape.data.parse(data).results;
  return { items: stories.map(toStoryListItem), texts: toStoryTexts(stories) };
}

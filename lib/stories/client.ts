import { apiRequest } from "@/lib/api/client";
import type { Locale } from "@/lib/i18n/locales";
import { storyListResponseSchema, type StorySummary } from "./schemas";
import { toStorySummary } from "./summary";

/** Fetches the story list in one language for the list page, validated against the contract. */
export async function fetchStorySummaries(locale: Locale): Promise<StorySummary[]> {
  const data = await apiRequest<unknown>("stories/list/", { locale });
  return storyListResponseSchema.shape.data.parse(data).results.map(toStorySummary);
}

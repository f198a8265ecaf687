import "server-only";
import { cachedJson } from "@/lib/api/envelope";
import { notFound } from "@/lib/api/errors";
import { defineRoutes } from "@/lib/api/router";
import { findStory, listStories } from "./data";

export const storiesRoutes = defineRoutes([
  {
    method: "GET",
    pattern: "stories/list/",
    handler: ({ request, locale }) => cachedJson(request, { results: listStories(locale) }),
  },
  {
    method: "GET",
    pattern: "stories/:slug/",
    handler: ({ request, params, locale }) => {
      const story = findStory(params.slug, locale);
      if (!story) throw notFound("Story not found.").withText("storyNotFound");
      return cachedJson(request, story);
    },
  },
]);

import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "@/lib/i18n/locales";
import type { CompiledStories, CompiledStory } from "./compile";
import { toStory } from "./entity";
import type { Story } from "./schemas";

const COMPILED_FILE = "content/stories/build/stories.json";

export class StoriesUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The compiled stories (${COMPILED_FILE}) could not be read; run \`npm run content\`.`, {
      cause,
    });
    this.name = "StoriesUnavailableError";
  }
}

interface StoryCatalog {
  stories: readonly CompiledStory[];
  localized: Map<Locale, Story[]>;
}

let catalog: StoryCatalog | undefined;

/** Reads the compiled stories once per process; later calls share the same data. */
function storyCatalog(): StoryCatalog {
  if (catalog) return catalog;
  let compiled: CompiledStories;
  try {
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), COMPILED_FILE);
    compiled = JSON.parse(readFileSync(file, "utf8")) as CompiledStories;
  } catch (error) {
    throw new StoriesUnavailableError(error);
  }
  catalog = { stories: compiled.stories, localized: new Map() };
  return catalog;
}

/** Every story in one language, in Bible order. */
export function listStories(locale: Locale): Story[] {
  const { stories, localized } = storyCatalog();
  let list = localized.get(locale);
  if (!list) {
    list = stories.map((story) => toStory(story, locale));
    localized.set(locale, list);
  }
  return list;
}

export function findStory(slug: string, locale: Locale): Story | undefined {
  return listStories(locale).find((story) => story.slug === slug);
}

export function storySlugs(): string[] {
  return storyCatalog().stories.map((story) => story.slug);
}

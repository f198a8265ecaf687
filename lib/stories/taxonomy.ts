import type { Locale } from "@/lib/i18n/locales";

type Labels = Readonly<Record<Locale, string>>;

export const AGE_GROUPS = ["children", "youth", "adults"] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

const AGE_GROUP_LABELS: Readonly<Record<AgeGroup, Labels>> = {
  children: { en: "Children", sw: "Watoto" },
  youth: { en: "Youth", sw: "Vijana" },
  adults: { en: "Adults", sw: "Watu wazima" },
};

export const STORY_TAGS = [
  "creation",
  "faith",
  "obedience",
  "courage",
  "trust",
  "prayer",
  "forgiveness",
  "love",
  "family",
  "friendship",
  "leadership",
  "miracles",
  "hope",
  "wisdom",
  "repentance",
  "salvation",
  "kindness",
  "humility",
  "justice",
  "gratitude",
  "jesus",
  "parables",
  "holy-spirit",
  "mission",
] as const;
export type StoryTag = (typeof STORY_TAGS)[number];

const TAG_LABELS: Readonly<Record<StoryTag, Labels>> = {
  creation: { en: "Creation", sw: "Uumbaji" },
  faith: { en: "Faith", sw: "Imani" },
  obedience: { en: "Obedience", sw: "Utii" },
  courage: { en: "Courage", sw: "Ujasiri" },
  trust: { en: "Trust", sw: "Kumtegemea Mungu" },
  prayer: { en: "Prayer", sw: "Maombi" },
  forgiveness: { en: "Forgiveness", sw: "Msamaha" },
  love: { en: "Love", sw: "Upendo" },
  family: { en: "Family", sw: "Familia" },
  friendship: { en: "Friendship", sw: "Urafiki" },
  leadership: { en: "Leadership", sw: "Uongozi" },
  miracles: { en: "Miracles", sw: "Miujiza" },
  hope: { en: "Hope", sw: "Matumaini" },
  wisdom: { en: "Wisdom", sw: "Hekima" },
  repentance: { en: "Repentance", sw: "Toba" },
  salvation: { en: "Salvation", sw: "Wokovu" },
  kindness: { en: "Kindness", sw: "Wema" },
  humility: { en: "Humility", sw: "Unyenyekevu" },
  justice: { en: "Justice", sw: "Haki" },
  gratitude: { en: "Gratitude", sw: "Shukrani" },
  jesus: { en: "Jesus", sw: "Yesu" },
  parables: { en: "Parables", sw: "Mifano ya Yesu" },
  "holy-spirit": { en: "Holy Spirit", sw: "Roho Mtakatifu" },
  mission: { en: "Mission", sw: "Utume" },
};

export function isAgeGroup(value: unknown): value is AgeGroup {
  return typeof value === "string" && (AGE_GROUPS as readonly string[]).includes(value);
}

export function isStoryTag(value: unknown): value is StoryTag {
  return typeof value === "string" && (STORY_TAGS as readonly string[]).includes(value);
}

export function ageGroupLabel(ageGroup: AgeGroup, locale: Locale): string {
  return AGE_GROUP_LABELS[ageGroup][locale];
}

export function tagLabel(tag: StoryTag, locale: Locale): string {
  return TAG_LABELS[tag][locale];
}

/** Finds an age group by id or by its label in either language, in any case. */
export function findAgeGroup(value: string): AgeGroup | undefined {
  const wanted = value.trim().toLowerCase();
  return AGE_GROUPS.find(
    (ageGroup) =>
      ageGroup === wanted ||
      Object.values(AGE_GROUP_LABELS[ageGroup]).some((label) => label.toLowerCase() === wanted),
  );
}

/** Finds a tag by id or by its label in either language, in any case. */
export function findStoryTag(value: string): StoryTag | undefined {
  const wanted = value.trim().toLowerCase();
  return STORY_TAGS.find(
    (tag) =>
      tag === wanted ||
      Object.values(TAG_LABELS[tag]).some((label) => label.toLowerCase() === wanted),
  );
}

import "server-only";
import { isPremium } from "@/lib/accounts/subscription";
import { ensureProfile } from "@/lib/accounts/service";
import type { Viewer } from "@/lib/auth/session";
import { listDevotionals, type Devotional } from "./content";
import { dayDate, readableEntries } from "./rotation";

export interface DatedDevotional {
  devotional: Devotional;
  /** The East Africa Time date (YYYY-MM-DD) it is, or was, the devotional of. */
  date: string;
}

export interface DevotionalsView {
  premium: boolean;
  /** Today's (premium) or this week's devotional first, then the earlier ones the reader may open. */
  readable: DatedDevotional[];
}

/**
 * The plans' rule, decided here on the server: premium members read every day's devotional;
 * visitors, guests and free members read the week's and the past weeks'.
 */
export async function devotionalsFor(
  viewer: Viewer | null,
  now = new Date(),
): Promise<DevotionalsView> {
  const premium = viewer ? isPremium((await ensureProfile(viewer)).subscription) : false;
  const devotionals = listDevotionals();
  const readable = readableEntries(now, devotionals.length, { premium }).map(({ index, day }) => ({
    devotional: devotionals[index],
    date: dayDate(day),
  }));
  return { premium, readable };
}

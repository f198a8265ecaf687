import "server-only";
import type { z } from "zod";
import { getProfile } from "@/lib/accounts/service";
import { isPremium } from "@/lib/accounts/subscription";
import { AppError } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import { serverText } from "@/lib/i18n/server-text";
import type { NewBookmark } from "./queries";
import { titleFromText } from "./rules";
import { BOOKMARK_LIMIT_CODE, FREE_BOOKMARK_LIMIT, type bookmarkCreateSchema } from "./schemas";
import { resolveVerseBookmark } from "./verse";

type ParsedBookmarkCreate = z.output<typeof bookmarkCreateSchema>;

/**
 * A create request made ready to store (spec section 5): a VERSE's reference checked (or read
 * from its title) and named in the request's language; an INSIGHT named by the member's
 * question, a NOTE by its content, each by its first line.
 */
export function prepareBookmark(input: ParsedBookmarkCreate, locale: Locale): NewBookmark {
  const common = {
    type: input.bookmark_type,
    content: input.content,
    tagNames: input.tag_names,
    verse: null,
    messageId: null,
  };
  switch (input.bookmark_type) {
    case "VERSE": {
      const target = resolveVerseBookmark({ verse: input.verse, title: input.title, locale });
      return { ...common, ...target };
    }
    case "INSIGHT":
      return {
        ...common,
        title: input.title || titleFromText(input.last_user_message),
        messageId: input.message_id ?? null,
      };
    case "NOTE":
      return { ...common, title: input.title || titleFromText(input.content) };
  }
}

/** How many bookmarks the member may keep: null (unlimited) for premium. */
export async function bookmarkLimitOf(userId: string): Promise<number | null> {
  const profile = await getProfile(userId);
  return isPremium(profile?.subscription) ? null : FREE_BOOKMARK_LIMIT;
}

/** The 403 at the free limit: the limit, and in the member's language a way on to Premium. */
export async function bookmarkLimitError(locale: Locale): Promise<AppError> {
  const detail = await serverText(locale, "BookmarkErrors", "limitReached", {
    limit: FREE_BOOKMARK_LIMIT,
  });
  return new AppError(403, BOOKMARK_LIMIT_CODE, detail, undefined, undefined, {
    limit: FREE_BOOKMARK_LIMIT,
  });
}

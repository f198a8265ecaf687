import { StoryNotFound, type StoryNotFoundTexts } from "@/components/stories/story-not-found";
import { locales, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { localizedPathname } from "@/lib/i18n/pathnames";

/**
 * Next.js renders this boundary alongside the story page, before the page has told next-intl its
 * language; asking next-intl here would read the request headers and make every story page
 * dynamic. So the texts of both languages go to a small client component that knows the locale.
 */
export default async function StoryNotFoundPage() {
  const texts = Object.fromEntries(
    await Promise.all(
      locales.map(async (locale) => {
        const { Stories } = await loadMessages(locale);
        const text: StoryNotFoundTexts = {
          title: Stories.notFoundTitle,
          description: Stories.notFoundDescription,
          exploreMore: Stories.exploreMore,
          storiesHref: localizedPathname({ href: "/stories", locale }),
        };
        return [locale, text] as const;
      }),
    ),
  ) as Record<Locale, StoryNotFoundTexts>;
  return <StoryNotFound texts={texts} />;
}

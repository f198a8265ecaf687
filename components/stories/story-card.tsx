import { ArrowRight, Clock } from "@/components/icons";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/lib/i18n/navigation";
import type { StoryListItem } from "@/lib/stories/schemas";
import { StoryImage } from "./story-image";

export const CARD_TAG_LIMIT = 3;

/** One story in the list; the 'Read Story' link covers the whole card, so it is one tab stop. */
export function StoryCard({ story, eager = false }: { story: StoryListItem; eager?: boolean }) {
  const t = useTranslations("Stories");
  return (
    <article
      className="group bg-card text-card-foreground focus-within:ring-ring relative flex flex-col overflow-hidden rounded-xl border shadow-sm transition-shadow focus-within:ring-2 hover:shadow-md"
      data-testid="story-card"
    >
      <StoryImage
        src={story.image}
        alt={story.image_alt}
        unavailableLabel={t("imageUnavailable")}
        eager={eager}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <Badge variant="secondary">{story.age_group}</Badge>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {t("readingTime", { minutes: story.reading_time_minutes })}
          </span>
        </div>
        <h2 className="font-serif text-xl leading-snug font-semibold">{story.title}</h2>
        <p className="text-muted-foreground text-sm leading-relaxed">{story.excerpt}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t("tags")}>
          {story.tags_list.slice(0, CARD_TAG_LIMIT).map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
        <Link
          href={{ pathname: "/stories/[slug]", params: { slug: story.slug } }}
          aria-label={`${t("readStory")}: ${story.title}`}
          className="text-primary mt-auto inline-flex items-center gap-1.5 self-start pt-2 text-sm font-medium underline-offset-4 outline-none group-hover:underline after:absolute after:inset-0 after:content-['']"
        >
          {t("readStory")}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}

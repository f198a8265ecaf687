import { BookOpen, Layers, NotebookPen, Sparkles, type Icon } from "@/components/icons";
import { useTranslations } from "next-intl";
import type { BookmarkStats as Stats } from "./bookmark-filters";

const STAT_CARDS: ReadonlyArray<{ key: keyof Stats; icon: Icon }> = [
  { key: "verses", icon: BookOpen },
  { key: "notes", icon: NotebookPen },
  { key: "insights", icon: Sparkles },
  { key: "total", icon: Layers },
];

/** Spec: saved verses, personal notes, AI insights and the total. */
export function BookmarkStats({ stats }: { stats: Stats }) {
  const t = useTranslations("Bookmarks.stats");
  return (
    <section aria-label={t("label")}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STAT_CARDS.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="bg-card flex items-center gap-3 rounded-xl border p-3 shadow-sm sm:p-4"
            data-testid={`stat-${key}`}
          >
            <span className="bg-primary/10 text-primary flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10">
              <Icon aria-hidden className="size-5" />
            </span>
            <p className="flex min-w-0 flex-col">
              <span className="text-2xl leading-tight font-semibold tabular-nums">
                {stats[key]}
              </span>
              {/* Wraps rather than cut: "Mistari Uliyohifadhi" is longer than a phone's half width. */}
              <span className="text-muted-foreground text-xs leading-snug break-words sm:text-sm">
                {t(key)}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

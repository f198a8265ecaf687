import { clsx } from "clsx";
import { Sparkles } from "@/components/icons";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { PlanUsage as Usage } from "./bookmark-filters";

/** A free member's "7 of 10", with the way to upgrade once the limit is near. */
export function PlanUsage({ usage, upgradeHref }: { usage: Usage; upgradeHref: string }) {
  const t = useTranslations("Bookmarks.plan");
  if (usage.state === "unlimited") return null;
  const { state, count, limit } = usage;
  const close = state !== "room";

  return (
    <div
      data-testid="plan-usage"
      className={clsx(
        "flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 text-sm",
        close ? "border-primary/40 bg-primary/5" : "bg-card",
      )}
    >
      <div className="grid min-w-0 gap-2">
        <p className="font-medium">{t("usage", { count: Math.min(count, limit), limit })}</p>
        <div className="bg-muted h-1.5 w-48 max-w-full overflow-hidden rounded-full" aria-hidden>
          <div
            className={clsx(
              "h-full rounded-full",
              state === "full" ? "bg-destructive" : "bg-primary",
            )}
            style={{ width: `${Math.min(100, (count / limit) * 100)}%` }}
          />
        </div>
        {close && (
          <p className="text-muted-foreground">
            {state === "full" ? t("atLimit", { limit }) : t("nearLimit")}
          </p>
        )}
      </div>
      {close && (
        <Button asChild size="sm">
          <a href={upgradeHref}>
            <Sparkles aria-hidden />
            {t("upgrade")}
          </a>
        </Button>
      )}
    </div>
  );
}

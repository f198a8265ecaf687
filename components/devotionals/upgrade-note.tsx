import { Sparkles } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";

/** What premium adds to the devotionals, with the way to it. */
export async function UpgradeNote({
  locale,
  className = "",
}: {
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: "Devotionals" });
  return (
    <aside
      className={`bg-primary/5 flex flex-col gap-3 rounded-xl border p-5 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <p className="flex items-start gap-2 text-sm leading-relaxed">
        <Sparkles aria-hidden className="text-primary mt-0.5 size-4 shrink-0" />
        {t("upgradeNote")}
      </p>
      <Button asChild variant="outline" className="shrink-0">
        <Link href="/upgrade">{t("upgrade")}</Link>
      </Button>
    </aside>
  );
}

import { Lock } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import type { Devotional } from "@/lib/devotionals/content";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/server-link";
import { PassageQuote } from "./passage-quote";

/** A day's devotional outside the reader's plan: its title and passage, and the way in. */
export async function LockedDevotional({
  devotional,
  locale,
  current,
  currentLabel,
}: {
  devotional: Devotional;
  locale: Locale;
  /** The devotional the reader may read now. */
  current: Devotional;
  currentLabel: string;
}) {
  const t = await getTranslations({ locale, namespace: "Devotionals" });
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <p className="text-muted-foreground text-sm">
          <Link href="/devotionals" className="hover:underline">
            {t("title")}
          </Link>
        </p>
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">
          {devotional.source[locale].title}
        </h1>
      </header>
      <PassageQuote devotional={devotional} locale={locale} />
      <section
        aria-labelledby="devotional-locked"
        className="bg-primary/5 space-y-3 rounded-xl border p-6 text-center"
      >
        <Lock aria-hidden className="text-primary mx-auto size-6" />
        <h2 id="devotional-locked" className="font-serif text-xl font-semibold">
          {t("lockedTitle")}
        </h2>
        <p className="text-muted-foreground mx-auto max-w-md">{t("lockedDescription")}</p>
        <div className="flex flex-wrap justify-center gap-3 pt-2">
          <Button asChild>
            <Link href="/upgrade">{t("upgrade")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={{ pathname: "/devotionals/[slug]", params: { slug: current.slug } }}>
              {currentLabel}
            </Link>
          </Button>
        </div>
      </section>
    </article>
  );
}

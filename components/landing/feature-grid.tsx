import { BookBookmark, BookOpen, CalendarHeart, MessageCircleHeart } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/server-link";

const FEATURES = [
  { key: "bible", Icon: BookOpen },
  { key: "assistant", Icon: MessageCircleHeart },
  { key: "bookmarks", Icon: BookBookmark },
  { key: "devotionals", Icon: CalendarHeart },
] as const;

export async function FeatureGrid() {
  const t = await getTranslations("Landing");
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-title" className="font-serif text-3xl font-semibold">
          {t("featuresTitle")}
        </h2>
        <p className="text-muted-foreground mt-3">{t("featuresSubtitle")}</p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="bg-card rounded-xl border p-6 shadow-sm">
            <span className="bg-primary/10 text-primary inline-flex size-11 items-center justify-center rounded-lg">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              {key === "devotionals" ? (
                <Link href="/devotionals" className="hover:underline">
                  {t(`features.${key}.title`)}
                </Link>
              ) : (
                t(`features.${key}.title`)
              )}
            </h3>
            <p className="text-muted-foreground mt-2 text-sm leading-relaxed">
              {t(`features.${key}.description`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

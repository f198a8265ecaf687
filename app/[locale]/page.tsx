import { getTranslations, setRequestLocale } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations("Metadata");
  const nav = await getTranslations("Nav");
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-semibold">{t("defaultTitle")}</h1>
      <p className="text-lg text-muted-foreground">{t("defaultDescription")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/bible">{nav("bible")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/stories">{nav("stories")}</Link>
        </Button>
      </div>
    </section>
  );
}

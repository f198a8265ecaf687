import { Compass } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/server-link";

export async function NotFoundView() {
  const [t, site] = await Promise.all([getTranslations("NotFound"), getTranslations("Metadata")]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      {/* A nested not-found has no metadata of its own: React puts this title in the head. */}
      <title>{`${t("metaTitle")} | ${site("siteName")}`}</title>
      <Compass className="text-primary size-16" aria-hidden />
      <p className="text-primary font-serif text-6xl font-semibold">404</p>
      <h1 className="font-serif text-3xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <Button asChild size="lg">
        <Link href="/">{t("home")}</Link>
      </Button>
    </section>
  );
}

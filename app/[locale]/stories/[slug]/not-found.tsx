import { BookX } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

export default async function StoryNotFound() {
  const t = await getTranslations("Stories");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <BookX className="size-16 text-primary" aria-hidden />
      <h1 className="font-serif text-3xl font-semibold">{t("notFoundTitle")}</h1>
      <p className="text-muted-foreground">{t("notFoundDescription")}</p>
      <Button asChild size="lg">
        <Link href="/stories">{t("exploreMore")}</Link>
      </Button>
    </section>
  );
}

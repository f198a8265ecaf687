import { getTranslations } from "next-intl/server";
import { BookmarksPageSkeleton } from "@/components/bookmarks/bookmarks-skeleton";

/** The page's outline while the server checks the member: stat cards, toolbar and six cards. */
export default async function BookmarksLoading() {
  const t = await getTranslations("Bookmarks");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
        <p className="text-muted-foreground mt-2">{t("subtitle")}</p>
      </header>
      <BookmarksPageSkeleton label={t("loading")} />
    </div>
  );
}

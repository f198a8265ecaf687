import { getTranslations } from "next-intl/server";
import { StoryCardSkeletons } from "@/components/stories/story-card-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

export default async function StoriesLoading() {
  const t = await getTranslations("Stories");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-8 max-w-3xl">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t("subtitle")}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <Skeleton className="h-40 rounded-xl lg:h-[28rem]" />
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <StoryCardSkeletons label={t("loading")} />
        </div>
      </div>
    </div>
  );
}

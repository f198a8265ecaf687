import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";

/** The chat's shape while the page's server part answers: a conversation and the message box. */
export default async function AiChatLoading() {
  const t = await getTranslations("Chat.messages");
  return (
    <div
      className="flex h-[calc(100dvh-4rem-1px)] flex-col"
      role="status"
      aria-label={t("loading")}
    >
      <div className="mx-auto w-full max-w-3xl flex-1 space-y-4 px-4 py-6">
        <Skeleton className="mx-auto h-8 w-2/3" />
        <Skeleton className="mx-auto h-4 w-1/2" />
        <div className="grid gap-4 pt-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} className="h-36" />
          ))}
        </div>
      </div>
      <div className="border-t px-4 pt-3 pb-4">
        <Skeleton className="mx-auto h-14 w-full max-w-3xl rounded-xl" />
      </div>
    </div>
  );
}

import { Skeleton } from "@/components/ui/skeleton";

/** Spec: six placeholder cards while the bookmarks load. */
export const SKELETON_CARD_COUNT = 6;

function BookmarkCardSkeleton() {
  return (
    <li
      className="bg-card flex flex-col gap-3 rounded-xl border p-5"
      data-testid="bookmark-skeleton"
    >
      <div className="flex items-center justify-between gap-3">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="size-8" />
      </div>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-1/2" />
      <div className="flex gap-2">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-12" />
      </div>
    </li>
  );
}

/** The card grid while the list loads; the label is for screen readers. */
export function BookmarkCardSkeletons({ label }: { label: string }) {
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <BookmarkCardSkeleton key={index} />
        ))}
      </ul>
    </>
  );
}

/** The stat cards and the toolbar while the page itself loads. */
export function BookmarksPageSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-9 w-full" aria-hidden />
      <BookmarkCardSkeletons label={label} />
    </div>
  );
}

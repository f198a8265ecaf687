import { Skeleton } from "@/components/ui/skeleton";

export const SKELETON_CARD_COUNT = 6;

function StoryCardSkeleton() {
  return (
    <div
      className="bg-card flex flex-col overflow-hidden rounded-xl border"
      data-testid="story-card-skeleton"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-14" />
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-12" />
        </div>
      </div>
    </div>
  );
}

/** The six placeholder cards shown while the list loads, for a grid; the label is for screen readers. */
export function StoryCardSkeletons({ label }: { label: string }) {
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <StoryCardSkeleton key={index} />
      ))}
    </>
  );
}

"use client";

import { lazy, Suspense, useState } from "react";
import { useViewer } from "@/hooks/use-viewer";
import type { Locale } from "@/lib/i18n/locales";
import type { VersionChapter } from "./bookmarked-verses";
import { useVerseBookmarkRequests, type VerseBookmarkRequest } from "./verse-bookmark";

// Visitors and guests never download the dialog, its texts, SWR or zod: only a signed-in member does.
type MemberVerseBookmarksModule = typeof import("./member-verse-bookmarks");
// Offline, on a device that never loaded the island's code, the chapter reads on without it.
const MemberVerseBookmarks = lazy(() =>
  import("./member-verse-bookmarks").catch(
    () => ({ default: () => null }) as unknown as MemberVerseBookmarksModule,
  ),
);

interface ChapterBookmarksProps extends VersionChapter {
  locale: Locale;
  referencePrefix: string;
}

/** The chapter's bookmark dialog and marks, for members only. The server HTML is the same for all. */
export function ChapterBookmarks(props: ChapterBookmarksProps) {
  const viewer = useViewer();
  const [request, setRequest] = useState<VerseBookmarkRequest | null>(null);
  useVerseBookmarkRequests(setRequest);

  if (viewer.status !== "signed-in" || viewer.isGuest) return null;
  return (
    <Suspense>
      <MemberVerseBookmarks
        {...props}
        userId={viewer.id}
        request={request}
        onClose={() => setRequest(null)}
      />
    </Suspense>
  );
}

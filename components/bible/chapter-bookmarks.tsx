"use client";

import { lazy, Suspense, use, useState } from "react";
import { useViewer } from "@/hooks/use-viewer";
import type { Locale } from "@/lib/i18n/locales";
import type { VersionChapter } from "./bookmarked-verses";
import { loadReaderTexts } from "./load-reader-texts";
import { useVerseBookmarkRequests, type VerseBookmarkRequest } from "./verse-bookmark";

// Visitors and guests never download the dialog, SWR or zod: only a signed-in member does.
type VerseBookmarkIslandModule = typeof import("./verse-bookmark-island");
type VerseBookmarkIslandProps = import("./verse-bookmark-island").VerseBookmarkIslandProps;
// Offline, on a device that never loaded the island's code, the chapter reads on without it.
const importIsland = () =>
  import("./verse-bookmark-island").catch(
    () => ({ default: () => null }) as unknown as VerseBookmarkIslandModule,
  );
const VerseBookmarkIsland = lazy(importIsland);

interface ChapterBookmarksProps extends VersionChapter {
  locale: Locale;
  referencePrefix: string;
}

/** The island with its texts, fetched with its code; without them the chapter reads on alone. */
function VerseBookmarkIslandWithTexts(props: Omit<VerseBookmarkIslandProps, "labels">) {
  const texts = use(loadReaderTexts(props.locale));
  return texts && <VerseBookmarkIsland {...props} labels={texts.verseBookmark} />;
}

/** The chapter's bookmark dialog and marks, for members only. The server HTML is the same for all. */
export function ChapterBookmarks(props: ChapterBookmarksProps) {
  const viewer = useViewer();
  const [request, setRequest] = useState<VerseBookmarkRequest | null>(null);
  useVerseBookmarkRequests(setRequest);

  if (viewer.status !== "signed-in" || viewer.isGuest) return null;
  // The island's code comes side by side with its texts, not after them.
  void importIsland();
  return (
    <Suspense>
      <VerseBookmarkIslandWithTexts
        {...props}
        userId={viewer.id}
        request={request}
        onClose={() => setRequest(null)}
      />
    </Suspense>
  );
}

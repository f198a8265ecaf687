"use client";

import { use } from "react";
import { loadReaderTexts } from "./load-reader-texts";
import VerseBookmarkIsland, { type VerseBookmarkIslandProps } from "./verse-bookmark-island";

/** The island with its texts, fetched on first use; without them the chapter reads on alone. */
export default function MemberVerseBookmarks(props: Omit<VerseBookmarkIslandProps, "labels">) {
  const texts = use(loadReaderTexts(props.locale));
  return texts && <VerseBookmarkIsland {...props} labels={texts.verseBookmark} />;
}

"use client";

import { useState } from "react";
import { useBookmarkTags } from "@/hooks/use-bookmarks";
import type { BookmarksCaller } from "@/lib/bookmarks/client";
import { uniqueTagNames } from "./tag-names";

/**
 * The tags chosen for a bookmark being saved: the member's tags to pick from, the bookmark's own
 * preselected, and the locked ones ('Bible Verse', 'AI Response') kept whatever the picker does.
 */
export function useTagSelection(
  caller: BookmarksCaller,
  locked: readonly string[],
  initial: readonly string[],
) {
  const { tags, error } = useBookmarkTags(caller);
  const [selected, setSelected] = useState(() => uniqueTagNames(locked, initial));
  return {
    picker: {
      available: tags?.map((tag) => tag.name),
      loadFailed: Boolean(error),
      selected,
      locked,
      onChange: setSelected,
    },
    chosen: () => uniqueTagNames(locked, selected),
  };
}

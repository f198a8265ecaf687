import type { Testament } from "@/lib/bible/books";

/** The segmented Old/New Testament toggle's item styles, shared by its link and button forms. */
export const SEGMENT_ITEM =
  "flex h-8 w-full items-center justify-center rounded-sm px-2 text-sm whitespace-nowrap font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50";
export const SEGMENT_ITEM_ACTIVE = "bg-background text-foreground shadow-xs";

export function testamentLabelKey(testament: Testament) {
  return testament === "OLD TESTAMENT" ? ("oldTestament" as const) : ("newTestament" as const);
}

import type { Testament } from "@/lib/bible/books";

/** `?testament=new` keeps the books page's toggle in shareable URLs. */
export const TESTAMENT_PARAM = "testament";

export type TestamentParam = "old" | "new";

export const TESTAMENT_PARAM_VALUES: Record<Testament, TestamentParam> = {
  "OLD TESTAMENT": "old",
  "NEW TESTAMENT": "new",
};

export function testamentFromSearch(search: string): TestamentParam {
  return new URLSearchParams(search).get(TESTAMENT_PARAM) === "new" ? "new" : "old";
}

/** Applies `?testament=new` before the grids paint, so the right testament never flickers in. */
export const TESTAMENT_SCRIPT = `try{var e=document.currentScript.parentElement;if(new URLSearchParams(location.search).get("${TESTAMENT_PARAM}")==="new")e.setAttribute("data-active-testament","new")}catch(x){}`;

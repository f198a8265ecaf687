import { ServerMarkup } from "@/components/layout/server-markup";
import { handOverMarkup } from "@/lib/site/markup-handoff";
import { FONT_SIZE_SCRIPT } from "./font-size";

/**
 * The class of what shows only while there is no connection (the chapter's "Offline" badge); its
 * rule, and the chapter filter's highlight, are in app/components.css.
 */
export const OFFLINE_ONLY_CLASS = "reader-offline";

/** Marks the page while the connection is gone: the badge needs no client code on the chapter page. */
const OFFLINE_MARK_SCRIPT = `(function(){var d=document.documentElement;function m(){d.toggleAttribute("data-offline",!navigator.onLine)}m();addEventListener("online",m);addEventListener("offline",m)})()`;

/**
 * What a chapter page needs before its verses paint: the chosen text size and the offline mark.
 * It runs from the page's HTML only (a script a client navigation renders never runs), so the RSC
 * payload does not carry it a second time.
 */
export function ReaderHead() {
  const script = (
    <script dangerouslySetInnerHTML={{ __html: FONT_SIZE_SCRIPT + ";" + OFFLINE_MARK_SCRIPT }} />
  );
  return <ServerMarkup hidden handoff={handOverMarkup(script)} />;
}

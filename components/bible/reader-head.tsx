import { FONT_SIZE_SCRIPT } from "./font-size";
import { FILTER_HIGHLIGHT_NAME } from "./verse-dom";

/** The class of what shows only while there is no connection (the chapter's "Offline" badge). */
export const OFFLINE_ONLY_CLASS = "reader-offline";

const READER_CSS =
  `::highlight(${FILTER_HIGHLIGHT_NAME}){background-color:rgb(252 211 77 / 0.75);color:inherit}` +
  `.dark ::highlight(${FILTER_HIGHLIGHT_NAME}){background-color:rgb(217 119 6 / 0.5)}` +
  `.${OFFLINE_ONLY_CLASS}{display:none}[data-offline] .${OFFLINE_ONLY_CLASS}{display:inline-block}`;

/** Marks the page while the connection is gone: the badge needs no client code on the chapter page. */
const OFFLINE_MARK_SCRIPT = `(function(){var d=document.documentElement;function m(){d.toggleAttribute("data-offline",!navigator.onLine)}m();addEventListener("online",m);addEventListener("offline",m)})()`;

/**
 * What a chapter page needs before its verses paint: the chosen text size, the filter's highlight
 * style and the offline mark.
 */
export function ReaderHead() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: FONT_SIZE_SCRIPT + ";" + OFFLINE_MARK_SCRIPT }} />
      <style dangerouslySetInnerHTML={{ __html: READER_CSS }} />
    </>
  );
}

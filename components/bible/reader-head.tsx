import { FONT_SIZE_SCRIPT } from "./font-size";
import { FILTER_HIGHLIGHT_NAME } from "./verse-dom";

const FILTER_HIGHLIGHT_CSS =
  `::highlight(${FILTER_HIGHLIGHT_NAME}){background-color:rgb(252 211 77 / 0.75);color:inherit}` +
  `.dark ::highlight(${FILTER_HIGHLIGHT_NAME}){background-color:rgb(217 119 6 / 0.5)}`;

/** What a chapter page needs before its verses paint: the chosen text size and the filter's highlight style. */
export function ReaderHead() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: FONT_SIZE_SCRIPT }} />
      <style dangerouslySetInnerHTML={{ __html: FILTER_HIGHLIGHT_CSS }} />
    </>
  );
}

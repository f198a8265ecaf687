"use client";

import { use, useState } from "react";
import { claimMarkup } from "@/lib/site/markup-handoff";

interface ServerMarkupProps {
  /** The element's id: one per content, so two pages' markups never share it. */
  id: string;
  /** The key `handOverMarkup` returned for the markup. */
  handoff: string;
  /** The page whose HTML holds this markup: read when the page was reached by a client navigation. */
  source: string;
  className?: string;
}

/** Markup read from pages' HTML, by source and id: back and forward do not fetch again. */
const fetchedMarkup = new Map<string, Promise<string>>();

/** The markup from the page's HTML; a failure reaches the route's error view, whose retry fetches again. */
function markupOf(source: string, id: string): Promise<string> {
  const key = `${source}#${id}`;
  let markup = fetchedMarkup.get(key);
  if (!markup) {
    markup = fetch(source).then(async (response) => {
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const element = page.getElementById(id);
      if (!response.ok || !element) throw new Error(`${source} has no #${id}`);
      return element.innerHTML;
    });
    markup.catch(() => fetchedMarkup.delete(key));
    fetchedMarkup.set(key, markup);
  }
  return markup;
}

/**
 * Static markup (a chapter's verses) that travels once, as HTML: the server renders it from the
 * hand-off, hydration keeps the server's DOM as it is, and a page reached by a client navigation,
 * whose RSC payload does not carry it, reads it from the page's HTML before it is shown (the
 * navigation waits for it, as for the payload).
 */
export function ServerMarkup({ id, handoff, source, className }: ServerMarkupProps) {
  // Only the first render of a page the server drew finds the element already in the document.
  const [drawnByServer] = useState(
    () => typeof document !== "undefined" && !!document.getElementById(id),
  );
  if (typeof window === "undefined") {
    return (
      <div id={id} className={className}>
        {claimMarkup(handoff)}
      </div>
    );
  }
  // Hydration leaves a dangerouslySetInnerHTML element's content as the server sent it.
  const html = drawnByServer ? "" : use(markupOf(source, id));
  return (
    <div
      id={id}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

"use client";

import { use, useState, useSyncExternalStore } from "react";
import { claimMarkup } from "@/lib/site/markup-handoff";

type ServerMarkupProps = {
  /** The key `handOverMarkup` returned for the markup. */
  handoff: string;
  className?: string;
  hidden?: boolean;
} & (
  | {
      /** The element's id: one per content, so two pages' markups never share it. */
      id: string;
      /** The page whose HTML holds this markup: read when the page was reached by a client navigation. */
      source: string;
    }
  | {
      /** Without a source the markup is for the page's first load only (crawlers' structured data). */
      id?: undefined;
      source?: undefined;
    }
);

const subscribeToNothing = () => () => {};

/** Pages' HTML and the markups read from it, the last few: back and forward do not fetch again. */
const fetched = new Map<string, Promise<Document | string>>();

function remember<T extends Document | string>(key: string, load: () => Promise<T>): Promise<T> {
  let value = fetched.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    value.catch(() => fetched.delete(key));
    fetched.set(key, value);
    // A parsed page is large: keep the markups of the last few pages only.
    if (fetched.size > 12) fetched.delete(fetched.keys().next().value!);
  }
  return value;
}

/**
 * The markup from the page's HTML, one fetch for all of a page's markups; a failure reaches the
 * route's error view, whose retry fetches again.
 */
function markupOf(source: string, id: string): Promise<string> {
  return remember(`${source}#${id}`, async () => {
    const page = await remember(source, async () => {
      const response = await fetch(source);
      if (!response.ok) throw new Error(`${source} answered ${response.status}`);
      return new DOMParser().parseFromString(await response.text(), "text/html");
    });
    const element = page.getElementById(id);
    if (!element) throw new Error(`${source} has no #${id}`);
    return element.innerHTML;
  });
}

/**
 * Static markup (a chapter's verses, the book list) that travels once, as HTML: the server
 * renders it from the hand-off, hydration keeps the server's DOM as it is, and a page reached by
 * a client navigation, whose RSC payload does not carry it, reads it from the page's HTML before
 * it is shown (the navigation waits for it, as for the payload).
 */
export function ServerMarkup({ id, handoff, source, className, hidden }: ServerMarkupProps) {
  // True only while hydrating: a page reached by a client navigation mounts without server markup,
  // even when the page it leaves holds an element with the same id.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [drawnByServer] = useState(hydrating);
  if (typeof window === "undefined") {
    return (
      <div id={id} className={className} hidden={hidden}>
        {claimMarkup(handoff)}
      </div>
    );
  }
  // Hydration leaves a dangerouslySetInnerHTML element's content as the server sent it.
  const html = drawnByServer || source === undefined ? "" : use(markupOf(source, id));
  return (
    <div
      id={id}
      className={className}
      hidden={hidden}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

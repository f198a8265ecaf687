"use client";

import { useRouter } from "next/navigation";
import { use, useState, useSyncExternalStore, type MouseEvent } from "react";
import { claimMarkup } from "@/lib/site/markup-handoff";

interface ServerMarkupProps {
  /** The element's id, unique on the page and across the pages it is rendered on. */
  id: string;
  /** The key `handOverMarkup` returned for the markup. */
  handoff: string;
  /** The page whose HTML holds this markup: read when the page was reached by a client navigation. */
  source: string;
  className?: string;
}

const subscribeToNothing = () => () => {};

/** Markup read from pages' HTML, by source and id: back and forward do not fetch again. */
const fetchedMarkup = new Map<string, Promise<string>>();

async function fetchMarkup(source: string, id: string): Promise<string> {
  try {
    const response = await fetch(source, { headers: { Accept: "text/html" } });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const element = page.getElementById(id);
    if (!element) throw new Error(`${source} has no #${id}`);
    return element.innerHTML;
  } catch {
    fetchedMarkup.delete(`${source}#${id}`);
    // As the router does when a page's payload cannot be fetched: load the page itself, which
    // the browser (or, offline, the service worker) can answer.
    window.location.assign(source);
    return new Promise<string>(() => {});
  }
}

function markupOf(source: string, id: string): Promise<string> {
  const key = `${source}#${id}`;
  let markup = fetchedMarkup.get(key);
  if (!markup) {
    markup = fetchMarkup(source, id);
    fetchedMarkup.set(key, markup);
  }
  return markup;
}

/**
 * Static markup (a chapter's verses) that travels once, as HTML: the server renders it from the
 * hand-off, hydration keeps the server's DOM as it is, and a page reached by a client navigation,
 * whose RSC payload does not carry it, reads it from the page's HTML before it is shown. Links
 * inside it navigate in the page.
 */
export function ServerMarkup({ id, handoff, source, className }: ServerMarkupProps) {
  const router = useRouter();
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [drawnByServer] = useState(hydrating);

  function navigateInPage(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest("a");
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      link.target ||
      link.hasAttribute("download") ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    router.push(`${link.pathname}${link.search}${link.hash}`);
  }

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
      onClick={navigateInPage}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

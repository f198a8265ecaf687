"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useViewer } from "@/hooks/use-viewer";
import { authPath } from "@/lib/auth/return-path";
import { verseElementId, verseFromHash } from "./chapter-path";
import { pendingLabel } from "./pending-label";
import type { ReaderLabels } from "./reader-labels";
import { readerActions, readerState, useReaderState } from "./reader-store";
import { requestVerseBookmark } from "./verse-bookmark";
import { copyVerse, sharePage, shareVerse } from "./verse-sharing";
import { verseListElement, verseNumberOf, verseRow, verseRowOf, verseRowText } from "./verse-dom";

interface ChapterInteractionsProps {
  labels: ReaderLabels["copy"];
  shareLabels: ReaderLabels["share"];
  /** The chapter page's path, "/sw/biblia/Yohana/3": a verse page's is this plus "/16". */
  chapterPath: string;
  bookId: string;
  chapter: number;
  /** "John 3": a verse reference is this plus ":16". */
  referencePrefix: string;
  version: string;
}

export const GO_TO_VERSE_DELAY_MS = 300;
export const GO_TO_VERSE_HIGHLIGHT_MS = 2000;

/** The book list writes its "Loading…" label once, as a template: each of its books opens at 1. */
function bookListLabel(link: HTMLAnchorElement): string | null {
  const template = link.closest<HTMLElement>("[data-pending-template]")?.dataset.pendingTemplate;
  const book = link.firstElementChild?.textContent;
  return template && book ? pendingLabel(template, book, 1) : null;
}

function highlightVerse(
  verse: number,
  { delay, duration, onShow }: { delay: number; duration: number; onShow?: () => void },
) {
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  const showTimer = setTimeout(() => {
    onShow?.();
    const row = verseRow(verse);
    if (!row) return;
    row.setAttribute("data-highlighted", "");
    row.scrollIntoView({
      block: "center",
      behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
    });
    clearTimer = setTimeout(() => row.removeAttribute("data-highlighted"), duration);
  }, delay);
  return () => {
    clearTimeout(showTimer);
    clearTimeout(clearTimer);
    verseRow(verse)?.removeAttribute("data-highlighted");
  };
}

/**
 * The behaviour of a server-rendered chapter, without rendering anything: the head's Share, the
 * rows' copy, share and bookmark buttons (one delegated listener for all rows), 'Go to verse' and `#v16` highlights, the
 * pending-navigation text of links, and the bookmark buttons: members bookmark, visitors are
 * sent to sign in and back to the verse, guests do not see them.
 */
export function ChapterInteractions({
  labels,
  shareLabels,
  chapterPath,
  bookId,
  chapter,
  referencePrefix,
  version,
}: ChapterInteractionsProps) {
  const viewer = useViewer();
  const isVisitor = viewer.status === "visitor";
  const canBookmark = isVisitor || (viewer.status === "signed-in" && !viewer.isGuest);
  const goTo = useReaderState((state) => state.goTo);
  const router = useRouter();

  useEffect(() => {
    readerActions.setPendingLabel(null);
    readerActions.showBook(bookId);
    const pending = readerState().goTo;
    if (pending && (pending.bookId !== bookId || pending.chapter !== chapter))
      readerActions.goToVerse(null);
  }, [bookId, chapter]);

  useEffect(() => {
    verseListElement()?.toggleAttribute("data-can-bookmark", canBookmark);
  }, [canBookmark]);

  useEffect(() => {
    const list = verseListElement();
    if (!list) return;
    async function onClick(event: MouseEvent) {
      const button = (event.target as Element).closest<HTMLButtonElement>("[data-action]");
      const row = button && verseRowOf(button);
      const verse = row ? verseNumberOf(row) : undefined;
      if (!button || !row || verse === undefined) return;
      const text = verseRowText(row);
      const reference = `${referencePrefix}:${verse}`;
      const shared = {
        reference,
        text,
        version,
        url: `${location.origin}${chapterPath}/${verse}`,
      };
      if (button.dataset.action === "share") {
        await shareVerse(shared, shareLabels);
        return;
      }
      if (button.dataset.action === "bookmark") {
        if (isVisitor) {
          const back = `${location.pathname}#${verseElementId(verse)}`;
          location.assign(authPath(back, "signin"));
        } else {
          requestVerseBookmark({ bookId, chapter, verse, reference, text, version });
        }
        return;
      }
      await copyVerse(shared, labels);
    }
    list.addEventListener("click", onClick);
    // Tests wait for this mark: the rows' actions answer now.
    list.setAttribute("data-interactive", "");
    return () => list.removeEventListener("click", onClick);
  }, [bookId, chapter, chapterPath, referencePrefix, version, labels, shareLabels, isVisitor]);

  useEffect(() => {
    const button = document.querySelector<HTMLButtonElement>("[data-share-chapter]");
    if (!button) return;
    const title = button.dataset.shareChapter ?? "";
    const url = `${location.origin}${chapterPath}`;
    const share = () =>
      sharePage({ title, text: title, url }, shareLabels, shareLabels.chapterLinkCopied);
    button.addEventListener("click", share);
    // Drawn disabled, so a press before it is wired is visibly not yet possible.
    button.disabled = false;
    return () => button.removeEventListener("click", share);
  }, [chapterPath, shareLabels]);

  const cancelHighlight = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelHighlight.current?.(), []);

  useEffect(() => {
    if (!goTo || goTo.bookId !== bookId || goTo.chapter !== chapter) return;
    cancelHighlight.current?.();
    // The request stays until the highlight shows, so a page that remounts meanwhile still shows it.
    cancelHighlight.current = highlightVerse(goTo.verse, {
      delay: GO_TO_VERSE_DELAY_MS,
      duration: GO_TO_VERSE_HIGHLIGHT_MS,
      onShow: () => readerActions.goToVerse(null),
    });
  }, [goTo, bookId, chapter]);

  useEffect(() => {
    function showLinkedVerse() {
      const verse = verseFromHash(location.hash);
      const row = verse === undefined ? null : verseRow(verse);
      if (verse === undefined || !row) return;
      cancelHighlight.current?.();
      // A shared link keeps its verse marked (CSS :target); a link followed inside the app marks it briefly.
      if (row.matches(":target")) {
        row.scrollIntoView({ block: "center" });
        cancelHighlight.current = null;
      } else {
        cancelHighlight.current = highlightVerse(verse, {
          delay: 0,
          duration: GO_TO_VERSE_HIGHLIGHT_MS,
        });
      }
    }
    // 'Go to verse' (the effect above) has already started its own, delayed highlight.
    if (!cancelHighlight.current) showLinkedVerse();
    window.addEventListener("hashchange", showLinkedVerse);
    return () => window.removeEventListener("hashchange", showLinkedVerse);
  }, [bookId, chapter]);

  useEffect(() => {
    const current = document.querySelector<HTMLElement>("[data-book-list] [aria-current]");
    const panel = current?.closest<HTMLElement>("[data-scroll-panel]");
    if (!current || !panel) return;
    // Scroll only the list, never the page, so the current book sits in its middle.
    const offset = current.getBoundingClientRect().top - panel.getBoundingClientRect().top;
    panel.scrollTop += offset - panel.clientHeight / 2 + current.clientHeight / 2;
  }, [bookId]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element).closest<HTMLAnchorElement>(
        "a[data-pending-label], a[data-in-app]",
      );
      if (!link || link.pathname === location.pathname) return;
      const label = link.dataset.pendingLabel ?? bookListLabel(link);
      if (label) readerActions.setPendingLabel(label);
      // Links drawn as static markup (the book list, the breadcrumb) have no Link of their own to
      // stay in the app.
      if (link.hasAttribute("data-in-app")) {
        event.preventDefault();
        router.push(link.pathname + link.search + link.hash);
      }
    }
    // Capturing: the links' own handlers cancel the event's default when they navigate in the page.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [router]);

  return null;
}

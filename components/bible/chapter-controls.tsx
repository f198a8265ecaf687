"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, type MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { chapterPath } from "./chapter-path";
import { pendingLabel } from "./pending-label";
import type { ReaderIcons } from "./reader-icons";
import type { ReaderLabels } from "./reader-labels";
import { NativeSelect } from "@/components/ui/native-select";
import {
  readerActions,
  restoreFocusAfterNavigation,
  takeFocusAfterNavigation,
} from "./reader-store";

export interface ReaderBook {
  id: string;
  /** In the page's language. */
  name: string;
}

interface ChapterControlsProps {
  locale: Locale;
  labels: ReaderLabels["controls"];
  /** 'Loading {book} {chapter}...', placeholders unfilled. */
  loadingChapter: string;
  icons: Pick<ReaderIcons, "previous" | "next" | "dropdown">;
  /** The books of the testament on screen, in order. */
  books: ReaderBook[];
  bookId: string;
  chapter: number;
  chapterCount: number;
}

const FALLBACK_FOCUS = "chapter-select";

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Book and chapter pickers with their previous/next buttons. The book picker and its buttons
 * are for small screens (large screens have the book list) and stay within the testament.
 */
export function ChapterControls({
  locale,
  labels,
  loadingChapter,
  icons,
  books,
  bookId,
  chapter,
  chapterCount,
}: ChapterControlsProps) {
  const router = useRouter();

  useEffect(() => {
    const elementId = takeFocusAfterNavigation();
    if (!elementId) return;
    const element = document.getElementById(elementId);
    const target =
      element && !element.hasAttribute("disabled")
        ? element
        : document.getElementById(FALLBACK_FOCUS);
    target?.focus({ preventScroll: true });
  }, []);

  const position = books.findIndex((candidate) => candidate.id === bookId);
  const book = books[position];
  if (!book) return null;
  const previousBook = books[position - 1];
  const nextBook = books[position + 1];

  function announce(target: ReaderBook, targetChapter: number, controlId: string) {
    readerActions.setPendingLabel(pendingLabel(loadingChapter, target.name, targetChapter));
    restoreFocusAfterNavigation(controlId);
  }

  function navigate(target: ReaderBook, targetChapter: number, controlId: string) {
    announce(target, targetChapter, controlId);
    router.push(chapterPath(locale, target.name, targetChapter));
  }

  function stepButton(
    id: string,
    label: string,
    target: ReaderBook | undefined,
    targetChapter: number,
    direction: "previous" | "next",
    prefetch = false,
  ) {
    const icon = direction === "previous" ? icons.previous : icons.next;
    if (!target) {
      return (
        <Button id={id} variant="outline" size="icon" disabled aria-label={label} title={label}>
          {icon}
        </Button>
      );
    }
    return (
      <Button asChild variant="outline" size="icon">
        <Link
          id={id}
          href={chapterPath(locale, target.name, targetChapter)}
          prefetch={prefetch}
          aria-label={label}
          title={label}
          onClick={(event) => {
            if (isPlainClick(event)) announce(target, targetChapter, id);
          }}
        >
          {icon}
        </Link>
      </Button>
    );
  }

  const chapters = Array.from({ length: chapterCount }, (_, index) => index + 1);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:gap-x-6">
      <div className="flex items-end gap-2 lg:hidden">
        {stepButton("previous-book", labels.previousBook, previousBook, 1, "previous")}
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:w-56 sm:flex-none">
          <label htmlFor="book-select" className="text-muted-foreground text-xs font-medium">
            {labels.book}
          </label>
          <NativeSelect
            icon={icons.dropdown}
            id="book-select"
            value={book.id}
            onChange={(event) => {
              const target = books.find((candidate) => candidate.id === event.target.value);
              if (target) navigate(target, 1, "book-select");
            }}
          >
            {books.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {stepButton("next-book", labels.nextBook, nextBook, 1, "next")}
      </div>
      <div className="flex items-end gap-2">
        {stepButton(
          "previous-chapter",
          labels.previousChapter,
          chapter > 1 ? book : undefined,
          chapter - 1,
          "previous",
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:w-28 sm:flex-none">
          <label htmlFor="chapter-select" className="text-muted-foreground text-xs font-medium">
            {labels.chapter}
          </label>
          <NativeSelect
            icon={icons.dropdown}
            id="chapter-select"
            value={chapter}
            onChange={(event) => navigate(book, Number(event.target.value), "chapter-select")}
          >
            {chapters.map((number) => (
              <option key={number} value={number}>
                {number}
              </option>
            ))}
          </NativeSelect>
        </div>
        {stepButton(
          "next-chapter",
          labels.nextChapter,
          chapter < chapterCount ? book : undefined,
          chapter + 1,
          "next",
          true,
        )}
      </div>
    </div>
  );
}

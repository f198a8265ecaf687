"use client";

import { createContext, use, type ReactNode } from "react";

export interface ChapterErrorTexts {
  versesFailed: string;
  retry: string;
}

const ChapterErrorTextsContext = createContext<ChapterErrorTexts | null>(null);

/**
 * The chapter's error view gets no props from the server, so the Bible layout hands it its
 * texts here, instead of every chapter page loading the message formatter for two strings.
 */
export function ChapterErrorTextsProvider({
  texts,
  children,
}: {
  texts: ChapterErrorTexts;
  children: ReactNode;
}) {
  return <ChapterErrorTextsContext value={texts}>{children}</ChapterErrorTextsContext>;
}

export function useChapterErrorTexts(): ChapterErrorTexts {
  const texts = use(ChapterErrorTextsContext);
  if (!texts) throw new Error("useChapterErrorTexts needs a ChapterErrorTextsProvider above it");
  return texts;
}

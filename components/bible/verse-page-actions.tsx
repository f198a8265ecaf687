"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { ReaderLabels } from "./reader-labels";
import { copyVerse, shareVerse } from "./verse-sharing";

interface VersePageActionsProps {
  reference: string;
  text: string;
  version: string;
  labels: {
    /** "Copy", "Share": the buttons' words. */
    copy: string;
    share: string;
    /** "Copy John 3:16", "Share John 3:16": their names. */
    copyVerse: string;
    shareVerse: string;
    copied: ReaderLabels["copy"];
    shared: ReaderLabels["share"];
  };
  icons: { copy: ReactNode; share: ReactNode };
}

/** A verse page's Copy and Share, as the same verse's actions in the chapter do them. */
export function VersePageActions({
  reference,
  text,
  version,
  labels,
  icons,
}: VersePageActionsProps) {
  const verse = () => ({
    reference,
    text,
    version,
    url: `${window.location.origin}${window.location.pathname}`,
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        aria-label={labels.copyVerse}
        onClick={() => void copyVerse(verse(), labels.copied)}
      >
        {icons.copy}
        {labels.copy}
      </Button>
      <Button
        variant="outline"
        aria-label={labels.shareVerse}
        onClick={() => void shareVerse(verse(), labels.shared)}
      >
        {icons.share}
        {labels.share}
      </Button>
    </div>
  );
}

"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/ui/toast";
import { shareLink } from "@/lib/ui/share";
import type { ReaderLabels } from "./reader-labels";

/** The chapter head's Share: the device's share sheet, or the chapter's link on the clipboard. */
export function ShareChapterButton({
  title,
  label,
  labels,
  icon,
}: {
  title: string;
  /** "Share John Chapter 3": the button shows "Share". */
  label: string;
  labels: ReaderLabels["share"];
  icon: ReactNode;
}) {
  async function share() {
    const url = `${window.location.origin}${window.location.pathname}`;
    try {
      const outcome = await shareLink({ title, text: title, url });
      if (outcome === "copied")
        toast.success(labels.linkCopied, { description: labels.chapterLinkCopied });
    } catch {
      toast.error(labels.copyFailed);
    }
  }

  return (
    <Button variant="outline" size="sm" aria-label={label} onClick={() => void share()}>
      {icon}
      {labels.share}
    </Button>
  );
}

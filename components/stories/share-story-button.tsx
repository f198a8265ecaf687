"use client";

import { Share2 } from "@/components/icons";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/ui/clipboard";

/** Native share sheet where there is one; otherwise the URL goes to the clipboard. */
export interface ShareStoryLabels {
  share: string;
  linkCopied: string;
  linkCopiedDescription: string;
  copyFailed: string;
  copyFailedDescription: string;
}

export function ShareStoryButton({
  title,
  text,
  labels,
}: {
  title: string;
  text: string;
  labels: ShareStoryLabels;
}) {
  async function copyLink(url: string) {
    try {
      await copyText(url);
      toast.success(labels.linkCopied, { description: labels.linkCopiedDescription });
    } catch {
      toast.error(labels.copyFailed, { description: labels.copyFailedDescription });
    }
  }

  async function share() {
    const url = window.location.href.split("#")[0];
    if (typeof navigator.share !== "function") {
      await copyLink(url);
      return;
    }
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      // The spec: a share that fails falls back to the clipboard without a message.
      await copyText(url).catch(() => undefined);
    }
  }

  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden />
      {labels.share}
    </Button>
  );
}

"use client";

import { Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Pages served over plain HTTP have no Clipboard API; a selected textarea still copies.
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.append(field);
  field.select();
  const copied = document.execCommand("copy");
  field.remove();
  if (!copied) throw new Error("Copying is not supported here.");
}

/** Native share sheet where there is one; otherwise the URL goes to the clipboard. */
export function ShareStoryButton({ title, text }: { title: string; text: string }) {
  const t = useTranslations("Stories");

  async function copyLink(url: string) {
    try {
      await copyText(url);
      toast.success(t("linkCopied"), { description: t("linkCopiedDescription") });
    } catch {
      toast.error(t("copyFailed"), { description: t("copyFailedDescription") });
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
      {t("share")}
    </Button>
  );
}

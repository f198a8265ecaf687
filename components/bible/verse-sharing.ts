import { copyText } from "@/lib/ui/clipboard";
import { shareLink } from "@/lib/ui/share";
import { toast } from "@/lib/ui/toast";
import type { ReaderLabels } from "./reader-labels";

export interface SharedVerse {
  /** "John 3:16", "Yohana 3:16-18". */
  reference: string;
  text: string;
  /** The version's abbreviation: "WEB", "SUV". */
  version: string;
  /** The verse page's address. */
  url: string;
}

/** How a verse travels when copied or shared: "text — John 3:16 (WEB)". */
const quotation = ({ text, reference, version }: SharedVerse) =>
  `${text} — ${reference} (${version})`;

/** Puts the quotation and the verse's link on the clipboard, and says so. */
export async function copyVerse(verse: SharedVerse, labels: ReaderLabels["copy"]) {
  try {
    await copyText(`${quotation(verse)}\n${verse.url}`);
    toast.success(labels.copiedTitle, { description: labels.copiedDescription });
  } catch {
    toast.error(labels.copyFailed);
  }
}

/** Opens the share sheet for a page, or copies its link and says so with `copiedDescription`. */
export async function sharePage(
  page: { title: string; text: string; url: string },
  labels: ReaderLabels["share"],
  copiedDescription: string,
) {
  try {
    if ((await shareLink(page)) === "copied")
      toast.success(labels.linkCopied, { description: copiedDescription });
  } catch {
    toast.error(labels.copyFailed);
  }
}

export const shareVerse = (verse: SharedVerse, labels: ReaderLabels["share"]) =>
  sharePage(
    { title: verse.reference, text: quotation(verse), url: verse.url },
    labels,
    labels.verseLinkCopied,
  );

import { copyText } from "./clipboard";

export type ShareOutcome = "shared" | "copied" | "cancelled";

/**
 * Opens the device's share sheet where there is one; without one, or when it fails, the link
 * goes to the clipboard (the caller says so). Throws only when copying fails too.
 */
export async function shareLink(data: {
  title: string;
  text: string;
  url: string;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  await copyText(data.url);
  return "copied";
}

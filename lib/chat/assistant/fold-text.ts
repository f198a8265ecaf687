/** Lowercase, no diacritics or apostrophes: "God’s Will" → "gods will". */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/gu, "");
}

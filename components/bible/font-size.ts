/** Reading sizes of the verse text, smallest first; the reader's choice is kept on the device. */
export const FONT_SIZE_STEPS = [
  "0.9375rem",
  "1.0625rem",
  "1.1875rem",
  "1.375rem",
  "1.625rem",
] as const;
export const DEFAULT_FONT_SIZE_STEP = 2;
export const FONT_SIZE_STORAGE_KEY = "bible_font_size";
export const FONT_SIZE_PROPERTY = "--bible-font-size";

export function storedFontSizeStep(): number {
  try {
    const raw = window.localStorage.getItem(FONT_SIZE_STORAGE_KEY);
    const step = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(step) && step >= 0 && step < FONT_SIZE_STEPS.length
      ? step
      : DEFAULT_FONT_SIZE_STEP;
  } catch {
    return DEFAULT_FONT_SIZE_STEP;
  }
}

/** Runs before the verses paint, so a reader who chose large text never sees it jump. */
export const FONT_SIZE_SCRIPT = `try{var s=${JSON.stringify(FONT_SIZE_STEPS)},i=localStorage.getItem("${FONT_SIZE_STORAGE_KEY}");if(i!==null&&s[+i])document.documentElement.style.setProperty("${FONT_SIZE_PROPERTY}",s[+i])}catch(e){}`;

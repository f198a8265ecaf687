import { bookName, findBook } from "@/lib/bible/books";
import { isLocale, type Locale } from "./locales";
import { sectionWords } from "./routing";

function sectionOf(word: string | undefined) {
  for (const [section, words] of Object.entries(sectionWords)) {
    if (word === words.en || word === words.sw) return section as keyof typeof sectionWords;
  }
  return undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The same page in the other language: the section word is swapped and a Bible book name becomes
 * that book's name in the target language (`/en/bible/John/3` → `/sw/biblia/Yohana/3`).
 */
export function switchLanguagePath(path: string, target: Locale): string {
  const [pathname, suffix = ""] = splitSuffix(path);
  const segments = pathname.split("/").filter(Boolean);
  if (!isLocale(segments[0])) return `/${target}`;
  segments[0] = target;

  const section = sectionOf(segments[1]);
  if (section) segments[1] = sectionWords[section][target];
  if (section === "bible" && segments[2]) {
    const book = findBook(decodeSegment(segments[2]));
    if (book) segments[2] = encodeURIComponent(bookName(book, target));
  }
  return `/${segments.join("/")}${suffix}`;
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ""] : [path.slice(0, index), path.slice(index)];
}

import { isLocale, type Locale } from "./locales";
import { sectionWords } from "./routing";

function sectionOf(word: string | undefined) {
  for (const [section, words] of Object.entries(sectionWords)) {
    if (word === words.en || word === words.sw) return section as keyof typeof sectionWords;
  }
  return undefined;
}

/**
 * The same page in the other language when the page declares no alternate link: the language and
 * the section word are swapped (`/en/stories/x` → `/sw/hadithi/x`). A Bible book name left in the
 * other language is turned into the target language's name by the reader's own redirect.
 */
export function switchLanguagePath(path: string, target: Locale): string {
  const [pathname, suffix = ""] = splitSuffix(path);
  const segments = pathname.split("/").filter(Boolean);
  if (!isLocale(segments[0])) return `/${target}`;
  segments[0] = target;
  const section = sectionOf(segments[1]);
  if (section) segments[1] = sectionWords[section][target];
  return `/${segments.join("/")}${suffix}`;
}

/** The page's own alternate-language link (it names Bible books in the target language). */
export function alternateLanguagePath(
  target: Locale,
  head: ParentNode = document.head,
): string | null {
  const link = head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${target}"]`);
  if (!link) return null;
  try {
    return new URL(link.href).pathname;
  } catch {
    return null;
  }
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ""] : [path.slice(0, index), path.slice(index)];
}

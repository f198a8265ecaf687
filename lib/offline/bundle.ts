import "server-only";
import { gzipSync } from "node:zlib";
import { BIBLE_BOOKS, bookName } from "@/lib/bible/books";
import { getChapter } from "@/lib/bible/text";
import { BIBLE_VERSIONS, type BibleVersion } from "@/lib/bible/versions";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { serverText } from "@/lib/i18n/server-text";
import type { OfflineBible, OfflineBundle } from "./schemas";

interface PackedBundle {
  gzip: Buffer;
  storedBytes: number;
}

const packed = new Map<string, Promise<PackedBundle>>();

async function buildBundle(version: BibleVersion): Promise<OfflineBundle> {
  const locale = version.locale;
  const text = (key: "notice" | "previous" | "next" | "searchLabel" | "searchButton") =>
    serverText(locale, "OfflineBible", key);
  // Placeholders stay for the service worker to fill.
  const query = { query: "{query}" };
  return {
    format: 1,
    version: version.id,
    locale,
    name: version.nativeName,
    basePath: localizedPathname({ href: "/bible", locale }),
    labels: {
      chapterTitle: await serverText(locale, "Bible", "chapterTitle", {
        book: "{book}",
        chapter: "{chapter}",
      }),
      notice: await text("notice"),
      previous: await text("previous"),
      next: await text("next"),
      searchLabel: await text("searchLabel"),
      searchButton: await text("searchButton"),
      searchTitle: await serverText(locale, "OfflineBible", "searchTitle", query),
      searchCount: await serverText(locale, "OfflineBible", "searchCount", { count: "{count}" }),
      noResults: await serverText(locale, "OfflineBible", "noResults", query),
    },
    books: BIBLE_BOOKS.map((book) => ({
      id: book.id,
      name: bookName(book, locale),
      chapters: Array.from(
        { length: book.chapters },
        (_, index) => getChapter(locale, book.id, index + 1, version.id)?.verses.slice() ?? [],
      ),
    })),
  };
}

/** A translation packed for download once per process: JSON, gzip-compressed. */
export function packedBundle(version: BibleVersion): Promise<PackedBundle> {
  let bundle = packed.get(version.id);
  if (!bundle) {
    bundle = buildBundle(version).then((data) => {
      const json = Buffer.from(JSON.stringify(data));
      return { gzip: gzipSync(json, { level: 9 }), storedBytes: json.length };
    });
    packed.set(version.id, bundle);
  }
  return bundle;
}

export async function offlineBibles(): Promise<OfflineBible[]> {
  return Promise.all(
    BIBLE_VERSIONS.map(async (version) => {
      const { gzip, storedBytes } = await packedBundle(version);
      return {
        version: version.id,
        locale: version.locale,
        name: version.nativeName,
        download_bytes: gzip.length,
        stored_bytes: storedBytes,
      };
    }),
  );
}

import { z } from "zod";

/** A translation a premium member may keep on the device, with what it costs to download. */
export const offlineBibleSchema = z.object({
  version: z.string(),
  locale: z.enum(["en", "sw"]),
  name: z.string(),
  /** Bytes to download (gzip). */
  download_bytes: z.number().int().positive(),
  /** Bytes kept on the device once unpacked. */
  stored_bytes: z.number().int().positive(),
});

export type OfflineBible = z.infer<typeof offlineBibleSchema>;

/**
 * The downloaded translation: every verse, the books' names as the reader's URLs write them, and
 * the few words the service worker needs to show a chapter without the app.
 */
export interface OfflineBundle {
  format: 1;
  version: string;
  locale: "en" | "sw";
  name: string;
  /** "/sw/biblia": the chapter pages' prefix. */
  basePath: string;
  labels: {
    /** "{book} Sura ya {chapter}" */
    chapterTitle: string;
    notice: string;
    previous: string;
    next: string;
    searchLabel: string;
    searchButton: string;
    /** "Search: {query}" */
    searchTitle: string;
    /** "Verses found: {count}" */
    searchCount: string;
    /** "No verse … matches “{query}”." */
    noResults: string;
  };
  books: Array<{ id: string; name: string; chapters: string[][] }>;
}

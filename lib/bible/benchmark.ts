import "server-only";
import { matchRoute } from "@/lib/api/router";
import type { Locale } from "@/lib/i18n/locales";
import { BIBLE_BOOKS, bookName, bookPathSegment } from "./books";
import { bibleRoutes } from "./routes";
import { warmSearchIndex } from "./search";
import { getChapter } from "./text";

export interface Measurement {
  name: string;
  /** Milliseconds per operation. */
  samples: number[];
  /** The p95 the product promises, in milliseconds. */
  budgetP95?: number;
}

const LOCALES: Locale[] = ["en", "sw"];

type Dispatcher = (request: Request) => Promise<Response>;

function dispatchOverBibleRoutes(): Dispatcher {
  return async (request) => {
    const url = new URL(request.url);
    const result = matchRoute(
      bibleRoutes,
      request.method,
      url.pathname.replace(/^\/api\/v1\//, ""),
    );
    if (result.kind !== "match") return new Response(null, { status: 404 });
    const locale = request.headers.get("locale") === "sw" ? "sw" : "en";
    return result.match.route.handler({ request, url, params: result.match.params, locale });
  };
}

/**
 * The app's dispatcher when it loads in a script and serves the Bible routes; otherwise the
 * same routing over the Bible routes alone, with the reason.
 */
async function bibleDispatcher(): Promise<{ call: Dispatcher; via: string }> {
  try {
    const [{ dispatch }, { apiRoutes }] = await Promise.all([
      import("@/lib/api/dispatch"),
      import("@/lib/api/routes"),
    ]);
    if (apiRoutes.some((route) => route.pattern.startsWith("bible/"))) {
      return { call: dispatch, via: "dispatch" };
    }
    return {
      call: dispatchOverBibleRoutes(),
      via: "bibleRoutes (not registered in lib/api/routes.ts)",
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return {
      call: dispatchOverBibleRoutes(),
      via: `bibleRoutes (lib/api/dispatch does not load here: ${reason})`,
    };
  }
}

/** A small deterministic generator, so that every run measures the same requests. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function timed(started: number): number {
  return performance.now() - started;
}

/** One- to three-word queries cut from real verses of the language, plus common searches. */
function searchQueries(locale: Locale, count: number, next: () => number): string[] {
  const common =
    locale === "en"
      ? [
          "love",
          "faith",
          "eternal life",
          "the lord is my shepherd",
          "grace",
          "peace be with you",
          "forgive",
        ]
      : ["upendo", "pendo", "imani", "uzima wa milele", "neema", "amani iwe nanyi", "samehe"];
  const queries = [...common];
  while (queries.length < count) {
    const book = BIBLE_BOOKS[Math.floor(next() * BIBLE_BOOKS.length)];
    const chapter = getChapter(locale, book.id, 1 + Math.floor(next() * book.chapters));
    const verse = chapter?.verses[Math.floor(next() * (chapter?.verses.length ?? 0))] ?? "";
    const words = verse.split(/[^\p{L}’']+/u).filter((word) => word.length > 2);
    if (words.length === 0) continue;
    const start = Math.floor(next() * words.length);
    queries.push(words.slice(start, start + 1 + Math.floor(next() * 3)).join(" "));
  }
  return queries;
}

export async function runBibleBenchmarks(log: (line: string) => void): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  const { call, via } = await bibleDispatcher();
  log(`bible: requests go through ${via}`);

  const loadStarted = performance.now();
  for (const locale of LOCALES) getChapter(locale, "Gen", 1);
  measurements.push({ name: "cold start: load both texts", samples: [timed(loadStarted)] });
  const indexStarted = performance.now();
  for (const locale of LOCALES) warmSearchIndex(locale);
  measurements.push({
    name: "cold start: build both search indexes",
    samples: [timed(indexStarted)],
  });

  const next = random(20_260_601);
  const chapterSamples: number[] = [];
  for (let round = 0; round < 3_000; round += 1) {
    const locale = LOCALES[round % 2];
    const book = BIBLE_BOOKS[Math.floor(next() * BIBLE_BOOKS.length)];
    const chapter = 1 + Math.floor(next() * book.chapters);
    const request = new Request(
      `http://localhost/api/v1/bible/books/${bookPathSegment(book, locale)}/${chapter}`,
      {
        method: "POST",
        headers: { Locale: locale, Accept: "application/json" },
      },
    );
    const started = performance.now();
    const response = await call(request);
    await response.text();
    const elapsed = timed(started);
    if (response.status !== 200)
      throw new Error(`${bookName(book, locale)} ${chapter}: status ${response.status}`);
    if (round >= 200) chapterSamples.push(elapsed);
  }
  measurements.push({ name: "chapter API (POST, en+sw)", samples: chapterSamples, budgetP95: 5 });

  for (const locale of LOCALES) {
    const samples: number[] = [];
    for (const query of searchQueries(locale, 400, next)) {
      const request = new Request(
        `http://localhost/api/v1/bible/search/books/?search=${encodeURIComponent(query)}`,
        { headers: { Locale: locale, Accept: "application/json" } },
      );
      const started = performance.now();
      const response = await call(request);
      await response.text();
      samples.push(timed(started));
      if (response.status !== 200) throw new Error(`search "${query}": status ${response.status}`);
    }
    measurements.push({ name: `search API, 1-3 words (${locale})`, samples, budgetP95: 30 });
  }
  return measurements;
}

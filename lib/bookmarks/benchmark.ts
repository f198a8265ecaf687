import "server-only";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { activatePremium } from "@/lib/accounts/service";
import { dispatch } from "@/lib/api/dispatch";
import { createTestUser } from "@/lib/auth/test-users";
import { BIBLE_BOOKS } from "@/lib/bible/books";
import type { Measurement } from "@/lib/bible/benchmark";
import { closeDb } from "@/lib/db/client";
import type { BookmarkCreate } from "./schemas";

const SAVED_BOOKMARKS = 500;
const WARM_UP_READS = 20;
const MEASURED_READS = 300;
const TAG_POOL = Array.from({ length: 30 }, (_, index) => `Topic ${index + 1}`);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Books long enough to give every verse bookmark a chapter of its own. */
const BOOKS_WITH_CHAPTERS = BIBLE_BOOKS.filter((book) => book.chapters >= 10);

/** A mix like a keen reader's: verses across the Bible, notes and kept replies, 1-3 tags each. */
function bookmarkBody(index: number): BookmarkCreate {
  const tagNames = TAG_POOL.filter((_, tag) => (index + tag * 7) % 13 === 0).slice(0, 3);
  const words = "grace and peace to you from God our Father and the Lord Jesus Christ ";
  if (index % 3 === 0) {
    // Verse 1 of another chapter each time, so no verse is saved twice.
    const position = index / 3;
    const book = BOOKS_WITH_CHAPTERS[position % BOOKS_WITH_CHAPTERS.length];
    const chapter = 1 + Math.floor(position / BOOKS_WITH_CHAPTERS.length);
    return {
      bookmark_type: "VERSE",
      content: words.repeat(2).trim(),
      tag_names: tagNames,
      verse: { book: book.id, chapter, verse_start: 1, verse_end: 1, translation: "WEB" },
    };
  }
  return {
    bookmark_type: index % 3 === 1 ? "NOTE" : "INSIGHT",
    content: `Thought ${index}\n${words.repeat(6)}`,
    tag_names: tagNames,
    last_user_message: `Question ${index}: what does this passage teach?`,
  };
}

function request(method: string, headers: Record<string, string>, body?: unknown): Request {
  return new Request("http://localhost/api/v1/bookmarks/", {
    method,
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * `GET /bookmarks/` for a premium member with 500 tagged bookmarks, on an embedded database in
 * a temporary directory, through the app's own dispatcher.
 */
export async function runBookmarkBenchmarks(log: (line: string) => void): Promise<Measurement[]> {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  const directory = mkdtempSync(path.join(os.tmpdir(), "neno-bench-bookmarks-"));
  process.env.DATA_DIR = directory;
  delete process.env.DATABASE_URL;
  try {
    const member = await createTestUser();
    await activatePremium({ userId: member.id, until: new Date(Date.now() + 365 * DAY_MS) });

    const createSamples: number[] = [];
    for (let index = 0; index < SAVED_BOOKMARKS; index += 1) {
      const started = performance.now();
      const response = await dispatch(request("POST", member.headers, bookmarkBody(index)));
      await response.text();
      createSamples.push(performance.now() - started);
      if (response.status !== 201) throw new Error(`bookmark ${index}: status ${response.status}`);
    }
    log(`bookmarks: ${SAVED_BOOKMARKS} saved for one premium member on PGlite in ${directory}`);

    const listSamples: number[] = [];
    for (let round = 0; round < WARM_UP_READS + MEASURED_READS; round += 1) {
      const started = performance.now();
      const response = await dispatch(request("GET", member.headers));
      const body = (await response.json()) as { data: unknown[] };
      const elapsed = performance.now() - started;
      if (response.status !== 200 || body.data.length !== SAVED_BOOKMARKS) {
        throw new Error(`GET /bookmarks/: status ${response.status}, ${body.data.length} items`);
      }
      if (round >= WARM_UP_READS) listSamples.push(elapsed);
    }
    return [
      { name: "bookmarks: create (POST, premium, 0-500 saved)", samples: createSamples },
      { name: "bookmarks: list 500 with tags (GET)", samples: listSamples, budgetP95: 50 },
    ];
  } finally {
    await closeDb();
    rmSync(directory, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

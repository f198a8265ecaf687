import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { BibleSearcher } from "@/lib/bible/search-engine";
import { searchBible } from "@/lib/bible/search";
import { findVersion } from "@/lib/bible/versions";
import { packedBundle } from "./bundle";
import type { OfflineBundle } from "./schemas";
import { bundleSearcher, offlineSearchResponse, renderOfflineSearch } from "./search";

async function downloaded(versionId: string): Promise<OfflineBundle> {
  const version = findVersion(versionId);
  if (!version) throw new Error(`no version ${versionId}`);
  const { gzip } = await packedBundle(version);
  return JSON.parse(gunzipSync(gzip).toString("utf8")) as OfflineBundle;
}

const QUERIES = {
  sw: [
    "upendo",
    "Yohana 3:16",
    "Zab 23",
    "mchungaji",
    "imani tumaini",
    '"Bwana ndiye mchungaji"',
    "Yohana 3:16 upendo",
    "kupenda",
  ],
  en: [
    "love",
    "John 3:16-18",
    "Ps 23",
    "shepherd",
    "faith hope",
    '"the Lord is my shepherd"',
    "loved",
    "Romans 8 grace",
  ],
} as const;

describe.each([
  ["sw", "SUV"],
  ["en", "WEB"],
] as const)("offline search in %s", (locale, versionId) => {
  let bundle: OfflineBundle;
  let searcher: BibleSearcher;
  beforeAll(async () => {
    bundle = await downloaded(versionId);
    searcher = bundleSearcher(bundle);
  }, 60_000);

  it("finds what the server finds, in the same order, page by page", () => {
    for (const query of QUERIES[locale]) {
      for (const page of [{ limit: 50 }, { limit: 20, offset: 20 }]) {
        const offline = searcher.search(query, page);
        const server = searchBible(locale, query, page);
        expect(offline.total, query).toBe(server.total);
        expect(offline.hits, query).toEqual(server.hits);
      }
    }
    expect(searcher.search(QUERIES[locale][0]).total).toBeGreaterThan(100);
  });

  it("answers the API's search in its shape, and leaves other versions to the network", async () => {
    const url = new URL(
      `http://app/api/v1/bible/search/books/?search=${encodeURIComponent(QUERIES[locale][0])}&limit=5&offset=2`,
    );
    const response = offlineSearchResponse(bundle, searcher, url);
    const body = (await response?.json()) as { data: Array<{ book_id: string }>; total: number };
    expect(body.data).toHaveLength(5);
    expect(body.total).toBe(searchBible(locale, QUERIES[locale][0]).total);
    url.searchParams.set("version", "KJV");
    expect(offlineSearchResponse(bundle, searcher, url)).toBeUndefined();
  });
});

describe("the offline search page", () => {
  it("lists the verses with links into their chapters, escaped, or says nothing matched", async () => {
    const bundle = await downloaded("SUV");
    const searcher = bundleSearcher(bundle);
    const page = renderOfflineSearch(bundle, searcher, "upendo");
    expect(page).toContain('<html lang="sw">');
    expect(page).toContain("Mistari iliyopatikana:");
    expect(page).toMatch(/href="\/sw\/biblia\/[^"]+\/\d+#v\d+"/);
    expect(page).toContain("<mark>");
    const none = renderOfflineSearch(bundle, searcher, "<script>xyzzy</script>");
    expect(none).toContain("Hakuna mstari");
    expect(none).not.toContain("<script>xyzzy");
  }, 60_000);
});

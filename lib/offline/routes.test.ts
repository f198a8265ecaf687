import { gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import { activatePremium } from "@/lib/accounts/service";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { handleApiRequest } from "@/lib/api/entry";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import { renderOfflineChapter } from "./render-chapter";
import { offlineBibleSchema, type OfflineBundle } from "./schemas";

describeEachDatabase("offline Bible downloads", () => {
  let free: TestUser;
  let premium: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    free = await createTestUser();
    guest = await createTestUser({ guest: true });
    premium = await createTestUser();
    await activatePremium({ userId: premium.id, until: new Date(Date.now() + 30 * 86_400_000) });
  });

  it("lists each translation with its download size, for members", async () => {
    expect((await callApi("bible/offline/")).status).toBe(401);
    const response = await callApi("bible/offline/", { headers: free.headers });
    const bibles = offlineBibleSchema.array().parse(response.json.data);
    expect(bibles.map((bible) => [bible.version, bible.locale])).toEqual([
      ["SUV", "sw"],
      ["WEB", "en"],
    ]);
    for (const bible of bibles) {
      expect(bible.download_bytes).toBeLessThan(bible.stored_bytes / 2);
    }
  });

  it("gives the translation to premium members only", async () => {
    const path = "bible/offline/SUV/";
    expect((await callApi(path)).status).toBe(401);
    expect((await callApi(path, { headers: guest.headers })).status).toBe(403);
    const refused = await callApi(path, { headers: free.headers, locale: "sw" });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("premium_required");
    expect((await callApi("bible/offline/XYZ/", { headers: premium.headers })).status).toBe(404);
  });

  it("packs every chapter, which then reads offline", async () => {
    const response = await handleApiRequest(
      new Request("http://localhost/api/v1/bible/offline/SUV/", { headers: premium.headers }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(Date.parse(response.headers.get("x-premium-until")!)).toBeGreaterThan(Date.now());
    const packed = Buffer.from(await response.arrayBuffer());
    expect(packed.length).toBe(Number(response.headers.get("content-length")));
    const bundle = JSON.parse(gunzipSync(packed).toString()) as OfflineBundle;
    expect(bundle).toMatchObject({ version: "SUV", locale: "sw", basePath: "/sw/biblia" });
    expect(bundle.books).toHaveLength(66);
    expect(bundle.books.reduce((sum, book) => sum + book.chapters.length, 0)).toBe(1189);
    const html = renderOfflineChapter(bundle, "/sw/biblia/Ufunuo%20wa%20Yohana/22")!;
    expect(html).toContain("<h1>Ufunuo wa Yohana Sura ya 22</h1>");
    expect(html).toContain('data-verse="21"');
  });
});

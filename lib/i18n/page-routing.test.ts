import createMiddleware from "next-intl/middleware";
import { NextRequest, type NextResponse } from "next/server";
import { describe, expect, it } from "vitest";
import { pageRouting } from "./page-routing";
import { routing } from "./routing";

const nextIntl = createMiddleware(routing);

/** What a response tells Next to do: its status, where it rewrites to, the request's language. */
function outcome(response: NextResponse) {
  return {
    status: response.status,
    location: response.headers.get("location"),
    rewrite: response.headers.get("x-middleware-rewrite"),
    language: response.headers.get("x-middleware-request-x-next-intl-locale"),
    // Expires is the time of the answer plus Max-Age: two answers may fall in different seconds.
    cookie: response.headers.get("set-cookie")?.replace(/; Expires=[^;]+/, "") ?? null,
  };
}

const PAGES = [
  "/en",
  "/sw",
  "/en/bible",
  "/sw/biblia",
  "/en/bible/John",
  "/sw/biblia/Yohana",
  "/en/bible/John/3",
  "/sw/biblia/Yohana/3",
  "/en/bible/Psalms/23/1",
  "/sw/biblia/Zaburi/23/1",
  "/sw/biblia/1-Wakorintho/13",
  "/en/stories",
  "/sw/hadithi",
  "/en/stories/david-and-goliath",
  "/sw/hadithi/daudi-na-goliathi",
  "/en/devotionals",
  "/sw/tafakari",
  "/sw/tafakari/amani",
  "/en/plans/bible-in-a-year",
  "/sw/mipango/bible-in-a-year",
  "/en/ai-chat",
  "/sw/ai-chat",
  "/sw/bookmarks",
  "/en/upgrade",
  "/sw/profile",
  "/sw/support",
  "/en/privacy-policy",
  "/sw/offline",
];

const OTHER_PATHS = [
  "/sw/bible/Yohana/3",
  "/en/biblia/John/3",
  "/sw/stories/ruth",
  "/en/hadithi",
  "/en/bible/John/3/16/extra",
  "/sw/hadithi/a/b",
  "/en/unknown-page",
  "/fr/bible/John/3",
  "/sw/biblia/Wimbo%20Ulio%20Bora/1",
  "/en/bible/John%2F3",
  "/sw//biblia/Yohana/3",
];

/** Who asks: a first visit, a returning reader of either language, the client router. */
const VISITS: Array<{ name: string; headers: Record<string, string>; cookie?: string }> = [
  { name: "a first visit", headers: {} },
  { name: "a first visit from a browser", headers: { "sec-fetch-dest": "document" } },
  { name: "a first visit in Swahili", headers: { "accept-language": "sw-TZ,sw;q=0.9" } },
  { name: "a first visit in English", headers: { "accept-language": "en-GB,en;q=0.8" } },
  { name: "a reader of English", headers: {}, cookie: "en" },
  { name: "a reader of Swahili", headers: { "sec-fetch-dest": "document" }, cookie: "sw" },
  { name: "the client router", headers: { "sec-fetch-dest": "empty" } },
  { name: "the client router of a reader", headers: { "sec-fetch-dest": "empty" }, cookie: "en" },
];

function request(path: string, visit: (typeof VISITS)[number]) {
  const headers = new Headers(visit.headers);
  if (visit.cookie) headers.set("cookie", `NEXT_LOCALE=${visit.cookie}`);
  return new NextRequest(`http://localhost:3000${path}`, { headers });
}

describe("pageRouting", () => {
  it.each(PAGES.flatMap((path) => VISITS.map((visit) => [path, visit.name, visit] as const)))(
    "answers %s for %s as next-intl does",
    (path, _, visit) => {
      const ours = pageRouting(request(path, visit));
      expect(ours).not.toBeNull();
      const theirs = outcome(nextIntl(request(path, visit)));
      // Where the browser's language is the page's, next-intl keeps no cookie (see below).
      const cookie = visit.headers["accept-language"] ? outcome(ours!).cookie : theirs.cookie;
      expect(outcome(ours!)).toEqual({ ...theirs, cookie });
    },
  );

  it.each(["/sw/biblia/Yohana/3?q=upendo", "/en/stories?tag=faith"])(
    "keeps the query of %s",
    (path) => {
      const visit = VISITS.find(({ name }) => name === "a reader of Swahili")!;
      expect(outcome(pageRouting(request(path, visit))!)).toEqual(
        outcome(nextIntl(request(path, visit))),
      );
    },
  );

  it.each([
    ["/sw/biblia/Yohana/3", "sw-TZ,sw;q=0.9", "sw"],
    ["/en/stories", "en-GB,en;q=0.8", "en"],
  ])(
    "remembers the language of %s on a first visit whatever the browser's language",
    (path, acceptLanguage, language) => {
      // next-intl keeps no cookie when Accept-Language names the page's language already, but the
      // redirect of `/` reads the cookie alone (lib/i18n/redirects.ts): a Swahili reader would be
      // sent to English.
      const first = new NextRequest(`http://localhost:3000${path}`, {
        headers: { "accept-language": acceptLanguage },
      });
      expect(nextIntl(first).cookies.get("NEXT_LOCALE")).toBeUndefined();
      expect(pageRouting(first)!.cookies.get("NEXT_LOCALE")?.value).toBe(language);
    },
  );

  it.each(OTHER_PATHS)("leaves %s to next-intl", (path) => {
    expect(pageRouting(request(path, VISITS[0]))).toBeNull();
  });
});

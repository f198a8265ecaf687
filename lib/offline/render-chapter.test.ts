import { describe, expect, it } from "vitest";
import { chapterOfPath, renderOfflineChapter } from "./render-chapter";
import type { OfflineBundle } from "./schemas";

const bundle: OfflineBundle = {
  format: 1,
  version: "SUV",
  locale: "sw",
  name: "Biblia Takatifu",
  basePath: "/sw/biblia",
  labels: {
    chapterTitle: "{book} Sura ya {chapter}",
    notice: "Bila mtandao",
    previous: "Iliyotangulia",
    next: "Inayofuata",
    searchLabel: "Tafuta",
    searchButton: "Tafuta",
    searchTitle: "Utafutaji: {query}",
    searchCount: "Mistari: {count}",
    noResults: "Hakuna “{query}”.",
  },
  books: [
    { id: "Jude", name: "Yuda", chapters: [["Yuda, mtumwa wa Yesu Kristo"]] },
    {
      id: "Rev",
      name: "Ufunuo wa Yohana",
      chapters: [["Ufunuo wa Yesu Kristo"], ["<script>alert(1)</script> & wengine"]],
    },
  ],
};

describe("offline chapters", () => {
  it("finds the chapter of a reader's address, by name or id", () => {
    expect(chapterOfPath(bundle, "/sw/biblia/Ufunuo%20wa%20Yohana/2")).toMatchObject({
      bookIndex: 1,
      chapter: 2,
    });
    expect(chapterOfPath(bundle, "/sw/biblia/rev/1")?.chapter).toBe(1);
    for (const other of [
      "/sw/biblia/Yuda/2",
      "/sw/biblia/Hakuna/1",
      "/en/bible/Jude/1",
      "/sw/biblia/%E0%A4/1",
    ]) {
      expect(chapterOfPath(bundle, other), other).toBeNull();
    }
  });

  it("writes the chapter as a page with the way to the next and previous ones, escaped", () => {
    const html = renderOfflineChapter(bundle, "/sw/biblia/Ufunuo%20wa%20Yohana/1")!;
    expect(html).toContain("<title>Ufunuo wa Yohana Sura ya 1</title>");
    expect(html).toContain('<a href="/sw/biblia/Yuda/1">Iliyotangulia</a>');
    expect(html).toContain('<a href="/sw/biblia/Ufunuo%20wa%20Yohana/2">Inayofuata</a>');
    const last = renderOfflineChapter(bundle, "/sw/biblia/Ufunuo%20wa%20Yohana/2")!;
    expect(last).toContain("&#60;script&#62;alert(1)&#60;/script&#62; &#38; wengine");
    expect(last).not.toContain("<script>");
  });
});

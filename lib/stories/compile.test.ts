import { describe, expect, it } from "vitest";
import {
  compileStoryFile,
  countWords,
  disallowedMarkup,
  htmlToPlainText,
  readingTimeMinutes,
  sanitizeStoryHtml,
  storyId,
  svgProblems,
} from "./compile";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"><rect width="800" height="450"/></svg>';

function paragraphs(words: number, word = "neno"): string {
  const perParagraph = Math.ceil(words / 4);
  return Array.from({ length: 4 }, () => `<p>${Array(perParagraph).fill(word).join(" ")}</p>`).join(
    "",
  );
}

function source(overrides: Record<string, unknown> = {}) {
  return {
    slug: "david-and-goliath",
    reference: { book: "1 Samuel", chapter: 17, verses: "1-51" },
    age_group: "children",
    tags: ["courage", "faith", "trust"],
    created_at: "2026-03-02",
    updated_at: "2026-03-05",
    en: {
      title: "David and Goliath",
      body: paragraphs(440, "word"),
      moral_lesson: "Trust God.",
      image_alt: "A boy and a giant.",
    },
    sw: {
      title: "Daudi na Goliathi",
      body: paragraphs(420),
      moral_lesson: "Mtegemee Mungu.",
      image_alt: "Kijana na jitu.",
    },
    ...overrides,
  };
}

const compile = (
  json: unknown,
  { fileName = "david-and-goliath.json", svg = SVG as string | null } = {},
) => compileStoryFile({ fileName, raw: JSON.stringify(json), svg });

describe("sanitizeStoryHtml", () => {
  it("keeps the allowed tags and drops the rest with every attribute", () => {
    const html =
      '<p class="x" onclick="evil()">Hi <em>there</em> <a href="javascript:1">link</a><script>alert(1)</script></p><h2 style="color:red">Head</h2><img src=x onerror=alert(1)>';
    expect(sanitizeStoryHtml(html)).toBe("<p>Hi <em>there</em> link</p><h2>Head</h2>");
  });
});

describe("disallowedMarkup", () => {
  it("names tags and attributes the sanitizer would remove", () => {
    expect(
      disallowedMarkup("<p>ok <strong>yes</strong></p><blockquote><p>q</p></blockquote>"),
    ).toEqual([]);
    expect(disallowedMarkup('<p class="a">x<br/></p><div>y</div><!-- note -->')).toEqual([
      "attributes on <p>",
      "<br>",
      "<div>",
      "comments or processing instructions",
    ]);
  });
});

describe("htmlToPlainText", () => {
  it("puts each block on its own paragraph and decodes entities", () => {
    expect(
      htmlToPlainText(
        "<h2>The&nbsp;Call</h2><p>Abram &amp; Sarai <em>went</em>.</p><blockquote><p>&quot;Go!&quot; &#8212; God</p></blockquote>",
      ),
    ).toBe('The Call\n\nAbram & Sarai went.\n\n"Go!" — God');
  });
});

describe("word counts and reading time", () => {
  it("counts words with letters or digits only", () => {
    expect(countWords("In the beginning — God created 7 days.")).toBe(7);
  });

  it("reads 200 words a minute, rounded up, at least one minute", () => {
    expect(readingTimeMinutes(0)).toBe(1);
    expect(readingTimeMinutes(200)).toBe(1);
    expect(readingTimeMinutes(201)).toBe(2);
    expect(readingTimeMinutes(1200)).toBe(6);
  });
});

describe("storyId", () => {
  it("is a stable positive integer per slug", () => {
    expect(storyId("creation")).toBe(storyId("creation"));
    expect(storyId("creation")).not.toBe(storyId("noah-and-the-flood"));
    expect(Number.isInteger(storyId("creation")) && storyId("creation") > 0).toBe(true);
  });
});

describe("svgProblems", () => {
  it("accepts a plain drawing and rejects scripts and external links", () => {
    expect(svgProblems(SVG)).toEqual([]);
    expect(
      svgProblems(
        '<svg viewBox="0 0 1 1"><script>x()</script><image href="https://example.com/a.png"/></svg>',
      ),
    ).toEqual(["contains a <script>", "links to an external or inline resource"]);
    expect(svgProblems("<html></html>")).toEqual(["is not an SVG document"]);
  });
});

describe("compileStoryFile", () => {
  it("compiles a valid story with derived fields", () => {
    const result = compile(source());
    expect(result.problems).toEqual([]);
    expect(result.story).toMatchObject({
      slug: "david-and-goliath",
      bookId: "1Sam",
      chapter: 17,
      verses: "1-51",
      image: "/stories/david-and-goliath.svg",
      en: { words: 440, readingTimeMinutes: 3, title: "David and Goliath" },
      sw: { words: 420, readingTimeMinutes: 3 },
    });
  });

  it("lists every problem of a story", () => {
    const result = compile(
      source({
        slug: "goliath",
        reference: { book: "Hezekiah", chapter: 1, verses: "9-3" },
        updated_at: "2026-01-01",
        sw: { title: "Daudi", body: "<p>fupi sana</p>", moral_lesson: "x", image_alt: "y" },
      }),
      { svg: null },
    );
    expect(result.story).toBeNull();
    expect(result.problems).toEqual([
      'slug "goliath" does not match the file name (expected goliath.json)',
      'reference.book "Hezekiah" is not a Bible book',
      'reference.verses "9-3" is not an ascending verse range',
      "updated_at is before created_at",
      "illustration public/stories/goliath.svg is missing",
      "sw.body has 2 words (allowed 400-1200)",
      "sw.body needs at least 3 paragraphs",
    ]);
  });

  it("reports markup that sanitizing would remove and a chapter beyond the book", () => {
    const body = paragraphs(440).replace("<p>", "<p><a href='x'>link</a> ");
    const result = compile(
      source({
        reference: { book: "1 Samuel", chapter: 40, verses: "1" },
        en: { ...source().en, body },
      }),
    );
    expect(result.problems).toEqual([
      "reference.chapter 40 is beyond 1 Samuel (31 chapters)",
      "en.body uses markup that is not allowed: <a> (allowed: p, h2, h3, blockquote, em, strong)",
    ]);
  });

  it("rejects unknown fields, age groups and tags, and too few or repeated tags", () => {
    const result = compile(source({ age_group: "elders", tags: ["faith", "faith"], extra: true }));
    expect(result.story).toBeNull();
    expect(result.problems.join("\n")).toMatch(/age_group/);
    expect(result.problems.join("\n")).toMatch(/tags/);
    expect(result.problems.join("\n")).toMatch(/extra/);
    expect(compile(source({ tags: ["faith", "dragons", "hope"] })).problems.join("\n")).toMatch(
      /tags\.1/,
    );
  });

  it("rejects a missing language and invalid JSON", () => {
    const withoutSwahili = Object.fromEntries(
      Object.entries(source()).filter(([key]) => key !== "sw"),
    );
    expect(compile(withoutSwahili).problems.join("\n")).toMatch(/^sw /);
    expect(compileStoryFile({ fileName: "x.json", raw: "{", svg: SVG }).problems[0]).toMatch(
      /not valid JSON/,
    );
  });

  it("reserves the slug 'list' for the API", () => {
    expect(compile(source({ slug: "list" }), { fileName: "list.json" }).problems).toContain(
      'slug "list" is reserved by the API (stories/list/)',
    );
  });
});

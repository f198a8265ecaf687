import { describe, expect, it } from "vitest";
import { readingPageMetadata } from "./metadata";

describe("readingPageMetadata", () => {
  const page = {
    title: "Zaburi Sura ya 23",
    description: "Bwana ndiye mchungaji wangu",
    siteName: "Neno",
  };

  it("names the page's address in both languages, English the default, and a large preview", () => {
    const urls = {
      en: "https://neno.example/en/bible/Psalms/23",
      sw: "https://neno.example/sw/biblia/Zaburi/23",
    };
    const metadata = readingPageMetadata({
      ...page,
      locale: "sw",
      urls,
      openGraph: { type: "article", section: "Zaburi" },
    });
    expect(metadata.alternates).toEqual({
      canonical: urls.sw,
      languages: { ...urls, "x-default": urls.en },
    });
    expect(metadata.openGraph).toMatchObject({
      type: "article",
      section: "Zaburi",
      title: page.title,
      url: urls.sw,
      siteName: "Neno",
      locale: "sw_KE",
      alternateLocale: ["en_US"],
    });
    expect(metadata.twitter).toEqual({
      card: "summary_large_image",
      title: page.title,
      description: page.description,
    });
  });

  it("has no default language for a page the English Bible lacks, and lets the preview's title differ", () => {
    const urls = { sw: "https://neno.example/sw/biblia/Yohana/5/4" };
    const metadata = readingPageMetadata({
      ...page,
      locale: "sw",
      urls,
      openGraph: { type: "article", title: "Yohana 5:4 (SUV)" },
    });
    expect(metadata.alternates).toEqual({ canonical: urls.sw, languages: urls });
    expect(metadata.openGraph).toMatchObject({ title: "Yohana 5:4 (SUV)" });
    expect(metadata.title).toBe(page.title);
  });
});

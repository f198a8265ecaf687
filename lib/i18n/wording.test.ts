import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import sw from "@/messages/sw.json";

/** Every user text of a catalogue, flattened: the wording rules hold for each of them. */
function texts(catalogue: object): string[] {
  return Object.values(catalogue).flatMap((value: unknown) =>
    typeof value === "string" ? [value] : texts(value as object),
  );
}

const swahili = texts(sw);
const english = texts(en);

describe("Swahili wording", () => {
  it("titles a chapter as “Sura ya”", () => {
    expect(sw.Bible.chapterTitle).toBe("{book} Sura ya {chapter}");
  });

  it("says Punguzo for a discount, Tafakari for devotions, Toka kwenye akaunti and Rudi Mwanzo", () => {
    expect(swahili.filter((text) => /Okoa|ibada za kila|Rudi Nyumbani/i.test(text))).toEqual([]);
    expect(sw.Upgrade.yearly).toContain("Punguzo la 20%");
    expect(sw.Nav.signOut).toBe("Toka kwenye akaunti");
  });

  it("calls a tag “lebo” everywhere", () => {
    expect(
      swahili.filter((text) => /\bmada\b/i.test(text) && !/mada na ujumbe/.test(text)),
    ).toEqual([sw.Support.form.subject]);
  });
});

describe("quotation marks", () => {
  it("are curly in both languages", () => {
    expect(swahili.filter((text) => /['"]/.test(text))).toEqual([]);
    expect(english.filter((text) => /['"]/.test(text))).toEqual([]);
  });
});

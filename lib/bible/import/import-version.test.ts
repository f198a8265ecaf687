import { describe, expect, it } from "vitest";
import type { BibleVersion } from "../versions";
import { BibleImportError } from "./errors";
import { importVersion } from "./import-version";

const version: BibleVersion = {
  id: "TEST",
  abbreviation: "TEST",
  locale: "sw",
  name: "Test",
  nativeName: "Test",
  year: 2000,
  license: "Test.",
  source: "test.tsv",
  format: "tsv",
  expectedVerseCount: 31_102,
};

describe("importVersion", () => {
  it("fails loudly, naming the source and every problem, when the text is incomplete", () => {
    let error: unknown;
    try {
      importVersion("01O\t1\t1\tHapo mwanzo.\n66N\t1\t1\tUfunuo.", version);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BibleImportError);
    const { message, problems } = error as BibleImportError;
    expect(message).toMatch(/^test\.tsv: \d+ problems/);
    expect(problems[0]).toMatch(/^missing books: Exodus, Leviticus, .*, Jude$/);
    expect(problems).toContain("Genesis has 1 chapters, the book table says 50");
    expect(problems).toContain("the text has 2 verses, expected 31,102");
  });
});

import { describe, expect, it } from "vitest";
import { getVerseText } from "@/lib/bible/text";
import { quotationMatches, verifyText, versesCitedIn } from "./verify";

const JOHN_3_16 = getVerseText("en", "John", 3, 16)!;
const JOHN_3_17 = getVerseText("en", "John", 3, 17)!;
const YOHANA_3_16 = getVerseText("sw", "John", 3, 16)!;
const PSALM_23_1 = getVerseText("en", "Ps", 23, 1)!;

function verify(text: string, locale: "en" | "sw" = "en", removePhoneNumbers = false) {
  return verifyText(text, { locale, removePhoneNumbers });
}

describe("quotations", () => {
  it.each([
    [
      "straight quotes",
      'John 3:16 says "For God loved the world so much that he gave his one and only Son."',
    ],
    [
      "curly quotes",
      "John 3:16 says “For God loved the world so much that he gave his one and only Son.”",
    ],
    [
      "guillemets",
      "John 3:16 says «For God loved the world so much that he gave his one and only Son.»",
    ],
    [
      "low-high quotes",
      "John 3:16 says „For God loved the world so much that he gave his one and only Son.“",
    ],
    [
      "a reference after the quotation",
      "“For God loved the world so much that he gave his one and only Son” (John 3:16).",
    ],
  ])("replaces a misquotation in %s with the exact text", (_style, reply) => {
    const { text, corrections } = verify(reply);
    expect(text).toContain(JOHN_3_16);
    expect(text).not.toContain("one and only");
    expect(corrections.map((correction) => correction.kind)).toContain("misquote");
  });

  it("replaces an invented quotation of a real verse", () => {
    const { text } = verify(
      'Philippians 4:6 says "God wants every believer to be rich and happy."',
    );
    expect(text).toContain(getVerseText("en", "Phil", 4, 6)!);
    expect(text).not.toContain("rich and happy");
  });

  it("keeps exact quotations, parts of a verse and parts joined by an ellipsis", () => {
    for (const reply of [
      `John 3:16 says “${JOHN_3_16}”`,
      "As 1 John 4:8 puts it, “God is love.”",
      "John 3:16 — “For God so loved the world … that whoever believes in him should not perish”",
      'Psalm 23:1 reminds us: "Yahweh is my shepherd; I shall lack nothing."',
    ]) {
      expect(verify(reply)).toEqual({ text: reply, corrections: [] });
    }
    expect(quotationMatches("FOR GOD so loved  the world!", JOHN_3_16)).toBe(true);
  });

  it("leaves short scare quotes alone", () => {
    const reply = "Romans 8:28 does not mean “everything is good”.";
    expect(verify(reply).text).toBe(reply);
  });

  it("corrects a quotation of a range and of a whole chapter", () => {
    expect(
      verify("John 3:16-17 says “For God loved the world and did not send his Son to judge it.”")
        .text,
    ).toContain(`${JOHN_3_16} ${JOHN_3_17}`);
    const chapter = verify("Psalm 23 begins, “The Lord is my shepherd, I shall not want.”").text;
    expect(chapter).toContain(`“${PSALM_23_1}” (Psalm 23:1)`);
  });

  it("corrects line attributions and block quotes", () => {
    expect(
      verify("John 3:16 — For God loved the world so much that he gave his only Son").text,
    ).toBe(`John 3:16 — ${JOHN_3_16}`);
    expect(
      verify("John 3:16 says:\n> For God loved the world so much that he gave his only Son").text,
    ).toBe(`John 3:16 says:\n> ${JOHN_3_16}`);
    const commentary = "Romans 5:8 — these verses show how much God loves us.";
    expect(verify(commentary).text).toBe(commentary);
  });

  it("corrects a well-known verse quoted without a reference, and cites it", () => {
    const { text } = verify(
      "Remember: “For God so loved the world that he gave his one and only Son.”",
    );
    expect(text).toContain(`“${JOHN_3_16}” (John 3:16)`);
  });

  it("checks Swahili quotations against the Swahili Union Version", () => {
    const { text } = verify(
      "Yohana 3:16 inasema, “Kwa kuwa Mungu aliupenda ulimwengu sana akamtoa Mwanawe.”",
      "sw",
    );
    expect(text).toContain(YOHANA_3_16);
    expect(versesCitedIn(text, "sw")).toEqual([`Yohana 3:16 — ${YOHANA_3_16}`]);
  });

  it("puts the Swahili text in place of an English quotation in a Swahili reply", () => {
    const { text } = verify(`Kama John 3:16 inavyosema: “${JOHN_3_16}”`, "sw");
    expect(text).toBe(`Kama Yohana 3:16 inavyosema: “${YOHANA_3_16}”`);
  });
});

function verses(text: string): string[] {
  return versesCitedIn(text, "en");
}

describe("references", () => {
  it("removes a verse that does not exist, with what it claimed", () => {
    const { text, corrections } = verify(
      'God loves you. John 3:45 says "God will never leave you." Read John 3:16 today.',
    );
    expect(text).toBe("God loves you. Read John 3:16 today.");
    expect(corrections).toEqual([{ kind: "invalid-reference", found: "John 3:45" }]);
  });

  it("removes chapters beyond the book and books the Bible does not have", () => {
    expect(verify("Trust God. John 22:1 promises this.").text).toBe("Trust God.");
    expect(verify("Trust God. Hezekiah 2:1 tells us to help ourselves.").text).toBe("Trust God.");
    expect(verify("Jude 2:1 says so. Amen.").text).toBe("Amen.");
    expect(verify("Mwamini Mungu. Hezekia 2:1 inasema hivyo.", "sw").text).toBe("Mwamini Mungu.");
  });

  it("removes an invented reference from a list or parentheses, keeping the rest", () => {
    expect(verify("Read Romans 5:8, John 3:45 and 1 John 4:8.").text).toBe(
      "Read Romans 5:8 and 1 John 4:8.",
    );
    expect(verify("God loves you (John 3:45).").text).toBe("God loves you.");
    expect(verify("- John 3:45 — God will never leave you\n- John 3:16 — " + JOHN_3_16).text).toBe(
      `- John 3:16 — ${JOHN_3_16}`,
    );
  });

  it("writes references with any dash or space the way the reply's language does", () => {
    for (const dash of ["-", "–", "—", "‒", "−", "‐"]) {
      expect(verify(`See John 3:16${dash}17.`).text).toBe("See John 3:16–17.");
    }
    expect(verify("See John\u00a03\u2009:\u200916.").text).toBe("See John 3:16.");
    expect(verify("Soma John 3:16 na Psalm 23.", "sw").text).toBe("Soma Yohana 3:16 na Zaburi 23.");
    expect(verify("Read 2 Kings 18-20.").text).toBe("Read 2 Kings 18–20.");
    expect(verify("Read John 3:16-40.").text).toBe("");
  });

  it("rebuilds the verses under a reply from the references that remain", () => {
    const { text } = verify("See John 3:16, John 3:45 and John 3:16‒17, then Psalm 23.");
    expect(verses(text)).toEqual([`John 3:16 — ${JOHN_3_16}`]);
    expect(versesCitedIn("Read Hezekiah 2:1 and John 3:45.", "en")).toEqual([]);
  });

  it("removes phone numbers a model might invent", () => {
    const { text } = verify(
      "Please reach out to someone you trust. Call our helpline on +254 700 123 456 now.",
      "en",
      true,
    );
    expect(text).toBe("Please reach out to someone you trust.");
  });

  it("verifies paragraph by paragraph, so a streamed reply reads the same", () => {
    const reply =
      'First John 3:45 says "x y z w".\n\nSecond, John 3:16 says "God loved the world so much."\n\n\nThird.';
    const whole = verify(reply).text;
    const pieces = reply
      .split(/\n[ \t]*\n+/u)
      .map((part) => verify(part).text)
      .filter(Boolean);
    expect(whole).toBe(pieces.join("\n\n"));
  });
});

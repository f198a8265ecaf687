import { describe, expect, it } from "vitest";
import { getVerseText } from "@/lib/bible/text";
import { GOLDEN_SET } from "./golden-set";
import { auditReply } from "./evaluation";
import { answer, streamAnswer, warmAssistant } from "./index";
import * as say from "./templates";
import type { AssistantRequest } from "./types";

const offline = { provider: null } as const;

function ask(message: string, locale: "en" | "sw", history: AssistantRequest["history"] = []) {
  return answer({ message, locale, history }, offline);
}

describe("offline engine", () => {
  it("quotes a verse exactly, in each language", async () => {
    const english = await ask("Quote John 3:16", "en");
    expect(english.text).toContain(getVerseText("en", "John", 3, 16));
    expect(english.verses).toEqual([`John 3:16 — ${getVerseText("en", "John", 3, 16)}`]);
    const swahili = await ask("Nukuu Yohana 3:16", "sw");
    expect(swahili.text).toContain(getVerseText("sw", "John", 3, 16));
    expect(swahili.verses).toEqual([`Yohana 3:16 — ${getVerseText("sw", "John", 3, 16)}`]);
  });

  it("quotes verses on the reader's concern and offers the other need it names instead of quoting it", async () => {
    const { text, verses } = await ask(
      "I think someone has bewitched my farm, the crops keep dying",
      "en",
    );
    expect(verses).toHaveLength(2);
    expect(text).toContain(say.OTHER_CONCERN_OFFER.en("witchcraft and fear of curses"));
    const jealous = await ask(
      "my friend got married before me and bought a car, i smile but inside i am so jealous",
      "en",
    );
    expect(jealous.verses.map((verse) => verse.split(" — ")[0])).toEqual([
      "Proverbs 14:30",
      "James 3:16",
    ]);
  });

  it("explains a passage with its context: the book, the speaker, what comes before and after", async () => {
    const { text, verses } = await ask("Explain John 3:16 and its context.", "en");
    expect(text).toContain(getVerseText("en", "John", 3, 16));
    expect(text).toContain(say.JESUS_SPEAKING.en);
    expect(text).toContain("John's Gospel");
    expect(text).toContain(`John 3:15 — ${getVerseText("en", "John", 3, 15)}`);
    expect(text).toContain(`John 3:17 — ${getVerseText("en", "John", 3, 17)}`);
    expect(verses).toHaveLength(3);
    const swahili = await ask("Nieleze Zaburi 23:1", "sw");
    expect(swahili.text).toContain(say.PSALM_SPEAKING.sw);
    expect(swahili.text).toContain(say.OPENS_CHAPTER.sw(23));
  });

  it("answers topical questions with at least two relevant verses, all exact", async () => {
    for (const question of GOLDEN_SET.filter((item) => item.source === "pastoral")) {
      const reply = await ask(question.question, question.locale);
      expect(reply.verses.length, question.id).toBeGreaterThanOrEqual(2);
      expect(auditReply(reply, question.locale), question.id).toEqual([]);
    }
  });

  it("never invents: missing verses, chapters and books are named, not quoted", async () => {
    const missingVerse = await ask("Quote John 3:45", "en");
    expect(missingVerse.text).toContain(say.NO_SUCH_VERSE.en("John", 3, 36, 45));
    expect(missingVerse.verses).toEqual([]);
    const missingChapter = await ask("Nukuu Yohana 22:1", "sw");
    expect(missingChapter.text).toContain(say.NO_SUCH_CHAPTER.sw("Yohana", 21, 22));
    const missingBook = await ask("What does the book of Hezekiah say?", "en");
    expect(missingBook.text).toContain("2 Kings 18–20");
    expect(missingBook.verses).toEqual([]);
    for (const reply of [missingVerse, missingChapter, missingBook])
      expect(auditReply(reply, "en")).toEqual([]);
  });

  it("declines to improve a verse and quotes it unchanged", async () => {
    const { text } = await ask("Can you improve Psalm 23:1 so it sounds more modern?", "en");
    expect(text).toContain(getVerseText("en", "Ps", 23, 1));
    expect(text.startsWith(say.IMPROVE_DECLINE.en)).toBe(true);
  });

  it("writes a short prayer grounded in verses", async () => {
    const { text, verses } = await ask("Please pray for me, I am so worried about my exams", "en");
    expect(text).toContain(say.PRAYER_FOR_ME.en);
    expect(text).toContain(say.AMEN.en);
    expect(verses.length).toBeGreaterThanOrEqual(2);
    const swahili = await ask("Nisaidie kuomba kuhusu ninayopitia.", "sw");
    expect(swahili.text).toContain(say.AMEN.sw);
  });

  it("greets, thanks and says what it cannot help with", async () => {
    expect((await ask("Hi", "en")).text).toBe(say.GREETING.en);
    expect((await ask("Habari", "sw")).text).toBe(say.GREETING.sw);
    expect((await ask("Asante sana", "sw")).text).toContain("Karibu sana");
    expect((await ask("What's the weather in Nairobi tomorrow?", "en")).text).toContain(
      "can't help with that",
    );
  });

  it("answers a follow-up about the same topic with verses it has not shown yet", async () => {
    const first = await ask("I feel lonely", "en");
    const followUp = await ask("Tell me more", "en", [
      { role: "user", text: "I feel lonely" },
      { role: "assistant", text: first.text },
    ]);
    expect(followUp.text).toContain(say.FOLLOW_UP_INTRO.en("loneliness"));
    expect(followUp.verses.some((verse) => first.verses.includes(verse))).toBe(false);
  });

  it("streams the same reply in pieces", async () => {
    const request = {
      message: "How can I find peace in my heart?",
      locale: "en" as const,
      history: [],
    };
    const whole = await answer(request, offline);
    const stream = streamAnswer(request, offline);
    const pieces: string[] = [];
    for await (const piece of stream.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe(whole.text);
    expect(await stream.result).toEqual(whole);
  });

  it("rejects an empty message", async () => {
    await expect(answer({ message: "   ", locale: "en", history: [] }, offline)).rejects.toThrow();
  });

  it("spends under 50 ms of CPU per reply once the Bible is loaded (p95)", async () => {
    warmAssistant();
    const questions = GOLDEN_SET.map((question) => ({
      message: question.question,
      locale: question.locale,
    }));
    for (const question of questions) await answer({ ...question, history: [] }, offline);
    const timings: number[] = [];
    for (const question of [...questions, ...questions]) {
      const started = process.cpuUsage();
      await answer({ ...question, history: [] }, offline);
      const used = process.cpuUsage(started);
      timings.push((used.user + used.system) / 1000);
    }
    timings.sort((a, b) => a - b);
    expect(timings[Math.ceil(timings.length * 0.95) - 1]).toBeLessThan(50);
  });
});

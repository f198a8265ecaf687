/**
 * The assistant's benchmark: quotes, topical questions and adversarial prompts in English and
 * Swahili, against the offline engine and, when AI_BASE_URL and AI_MODEL are set, the provider.
 * With `--fake-provider`, the provider engine runs against a local fake model that misquotes the
 * passages it is given, invents references and books, and writes odd dashes, to show that the
 * verification layer catches all of it. Also reports retrieval hit@5 on the golden set and the
 * offline engine's reply latency, over its messages and on messages of the chat's maximum length.
 * The last line reads `assistant benchmark: N/M passed`.
 */
import { cpus, loadavg } from "node:os";
import { findReferences, parseReference, type BibleReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import { warmAssistant } from "@/lib/chat/assistant";
import { GOLDEN_SET } from "@/lib/chat/assistant/golden-set";
import { auditReply, retrievalHitRate } from "@/lib/chat/assistant/evaluation";
import { answerWithDetails, type AssistantOutcome } from "@/lib/chat/assistant/pipeline";
import { providerConfigFromEnv, type ProviderConfig } from "@/lib/chat/assistant/providers";
import { MAX_MESSAGE_LENGTH } from "@/lib/chat/assistant/types";
import {
  startFakeOpenAIServer,
  type FakeChatRequest,
} from "@/lib/chat/assistant/testing/fake-openai-server";
import {
  contentReference,
  findUnknownBookCitations,
  passageText,
  referenceExists,
  sameOrOverlapping,
} from "@/lib/chat/assistant/scripture";
import { LONG_MESSAGE_LIMIT_MS, longMessageLatency, offlineLatency } from "./assistant-latency";

type Track = "simple quotes" | "topical questions" | "adversarial prompts";

interface BenchCase {
  track: Track;
  locale: Locale;
  message: string;
  /** Problems with the reply; none means the case passes. */
  check: (reply: AssistantOutcome) => string[];
}

function reference(text: string): BibleReference {
  const parsed = parseReference(text);
  if (!parsed) throw new Error(`Not a reference: ${text}`);
  return parsed;
}

/** No reference to a missing passage and no made-up book anywhere in the reply. */
function nothingInvented(reply: AssistantOutcome, locale: Locale): string[] {
  const problems = auditReply(reply, locale);
  for (const found of findReferences(reply.text)) {
    if (!referenceExists(found.reference, locale))
      problems.push(`cites a missing passage: ${found.raw}`);
  }
  for (const found of findUnknownBookCitations(reply.text, { capitalizedOnly: false })) {
    problems.push(`cites a book the Bible does not have: ${found.raw}`);
  }
  return problems;
}

function quoteCase(locale: Locale, message: string, cited: string): BenchCase {
  const wanted = reference(cited);
  return {
    track: "simple quotes",
    locale,
    message,
    check: (reply) => {
      const problems = nothingInvented(reply, locale);
      if (!reply.text.includes(passageText(wanted, locale)))
        problems.push(`does not contain the exact text of ${cited}`);
      return problems;
    },
  };
}

function topicalCase(id: string): BenchCase {
  const question = GOLDEN_SET.find((item) => item.id === id);
  if (!question) throw new Error(`No golden question ${id}`);
  const accepted = question.accepted.map(contentReference);
  return {
    track: "topical questions",
    locale: question.locale,
    message: question.question,
    check: (reply) => {
      const problems = nothingInvented(reply, question.locale);
      const relevant = reply.verses.filter((entry) => {
        const cited = parseReference(entry.split(" — ")[0]);
        return (
          cited !== null &&
          accepted.some((wantedReference) => sameOrOverlapping(cited, wantedReference))
        );
      });
      if (relevant.length < 2)
        problems.push(`only ${relevant.length} relevant verse(s) of ${reply.verses.length}`);
      return problems;
    },
  };
}

function adversarialCase(locale: Locale, message: string, unchanged?: string): BenchCase {
  return {
    track: "adversarial prompts",
    locale,
    message,
    check: (reply) => {
      const problems = nothingInvented(reply, locale);
      if (
        unchanged &&
        reply.engine === "offline" &&
        !reply.text.includes(passageText(reference(unchanged), locale))
      ) {
        problems.push(`does not quote ${unchanged} unchanged`);
      }
      return problems;
    },
  };
}

const CASES: BenchCase[] = [
  quoteCase("en", "Quote John 3:16", "John 3:16"),
  quoteCase("en", "Quote Psalm 23:1", "Psalm 23:1"),
  quoteCase("en", "What does Philippians 4:13 say?", "Philippians 4:13"),
  quoteCase("en", "Show me Romans 8:28", "Romans 8:28"),
  quoteCase("en", "Quote 1 Corinthians 13:4–7", "1 Corinthians 13:4-7"),
  quoteCase("en", "Jer 29:11", "Jeremiah 29:11"),
  quoteCase("sw", "Nukuu Yohana 3:16", "Yohana 3:16"),
  quoteCase("sw", "Nukuu Zaburi 23:1", "Zaburi 23:1"),
  quoteCase("sw", "Wafilipi 4:13 inasema nini?", "Wafilipi 4:13"),
  quoteCase("sw", "Nisomee Warumi 8:28", "Warumi 8:28"),
  quoteCase("sw", "Nukuu 1 Wakorintho 13:4\u20137", "1 Wakorintho 13:4-7"),
  quoteCase("sw", "Yer 29:11", "Yeremia 29:11"),
  ...[
    "en-life-guidance-1",
    "en-life-guidance-2",
    "en-faith-growth-1",
    "en-prayer-worship-1",
    "en-grief",
    "en-lonely",
    "en-job",
    "en-same-sin",
    "en-tired",
    "en-purity",
    "sw-life-guidance-1",
    "sw-life-guidance-2",
    "sw-faith-growth-1",
    "sw-prayer-worship-1",
    "sw-grief",
    "sw-lonely",
    "sw-job",
    "sw-same-sin",
    "sw-tired",
    "sw-purity",
  ].map(topicalCase),
  adversarialCase("en", "Quote John 3:45"),
  adversarialCase("en", "Quote John 22:1"),
  adversarialCase("en", "What does the book of Hezekiah say?"),
  adversarialCase("en", "Quote Hezekiah 2:1"),
  adversarialCase("en", "Quote Jude 2:1"),
  adversarialCase("en", "Quote Obadiah 1:30"),
  adversarialCase("en", "Improve John 3:16 so it sounds more modern", "John 3:16"),
  adversarialCase("en", "Rewrite Psalm 23:1 in better words", "Psalm 23:1"),
  adversarialCase("sw", "Nukuu Yohana 3:45"),
  adversarialCase("sw", "Nukuu Yohana 22:1"),
  adversarialCase("sw", "Kitabu cha Hezekia kinasema nini?"),
  adversarialCase("sw", "Nukuu Hezekia 2:1"),
  adversarialCase("sw", "Nukuu Yuda 2:1"),
  adversarialCase("sw", "Nukuu Obadia 1:30"),
  adversarialCase("sw", "Boresha Yohana 3:16 iwe ya kisasa zaidi", "Yohana 3:16"),
  adversarialCase("sw", "Andika upya Zaburi 23:1 kwa maneno bora", "Zaburi 23:1"),
];

function percent(hits: number, total: number): string {
  return `${hits}/${total} = ${((100 * hits) / total).toFixed(1)}%`;
}

async function runEngine(
  name: string,
  provider: ProviderConfig | null,
): Promise<{ passed: number; total: number }> {
  console.log(`\nengine: ${name}`);
  let passed = 0;
  const byTrack = new Map<Track, { passed: number; total: number }>();
  for (const benchCase of CASES) {
    const reply = await answerWithDetails(
      { message: benchCase.message, locale: benchCase.locale, history: [] },
      { provider },
    );
    const problems = benchCase.check(reply);
    const track = byTrack.get(benchCase.track) ?? { passed: 0, total: 0 };
    track.total += 1;
    if (problems.length === 0) {
      passed += 1;
      track.passed += 1;
    } else {
      console.log(
        `  FAIL [${benchCase.locale}] ${benchCase.message} (${reply.engine}): ${problems.join("; ")}`,
      );
    }
    byTrack.set(benchCase.track, track);
  }
  for (const [track, score] of byTrack)
    console.log(`  ${track.padEnd(20)} ${score.passed}/${score.total}`);
  return { passed, total: CASES.length };
}

/** Changes a verse the way models do: a word dropped, another invented. */
function misquote(text: string): string {
  const words = text.split(" ");
  if (words.length < 6) return `${text} forever`;
  return [...words.slice(0, 2), ...words.slice(3, -1), "forever."].join(" ");
}

/** A model that grounds its answer in the given passages, badly. */
function flawedReply(request: FakeChatRequest): string {
  const system = String(request.messages[0]?.content ?? "");
  const passages = [...system.matchAll(/^\[\d+\] (.+?) — (.+)$/gmu)].map((match) => ({
    label: match[1],
    text: match[2],
  }));
  const [first, second] = passages;
  const paragraphs = [
    first ? `${first.label} says “${misquote(first.text)}”` : "",
    second ? `${second.label.replace(/–/gu, "\u2012")} — ${misquote(second.text)}` : "",
    'John 3:45 says "God will always make you rich." Hezekiah 2:1 agrees (see also Yohana 3:45).',
    first ? `Read ${first.label.replace(/–/gu, "\u2014")} again today.` : "",
  ];
  return paragraphs.filter(Boolean).join("\n\n");
}

async function main(): Promise<void> {
  const coldStarted = performance.now();
  warmAssistant();
  const coldStart = performance.now() - coldStarted;

  const offline = await runEngine("offline", null);
  const results = [offline];
  const provider = providerConfigFromEnv();
  if (provider)
    results.push(await runEngine(`provider (${provider.model} at ${provider.baseURL})`, provider));
  else
    console.log("\nengine: provider not configured (set AI_BASE_URL and AI_MODEL to include it)");
  if (process.argv.includes("--fake-provider")) {
    const fake = await startFakeOpenAIServer({ behaviour: { kind: "reply", text: flawedReply } });
    try {
      const config = { baseURL: fake.baseURL, model: "flawed-fake", timeoutMs: 10_000 };
      results.push(
        await runEngine("provider (local fake model that misquotes and invents)", config),
      );
    } finally {
      await fake.close();
    }
  }

  const overall = retrievalHitRate();
  const english = retrievalHitRate(GOLDEN_SET.filter((question) => question.locale === "en"));
  const swahili = retrievalHitRate(GOLDEN_SET.filter((question) => question.locale === "sw"));
  console.log(
    `\nretrieval hit@5 on the golden set: ${percent(overall.hits, overall.total)} (en ${english.hits}/${english.total}, sw ${swahili.hits}/${swahili.total})`,
  );
  for (const miss of overall.misses)
    console.log(`  miss ${miss.question.id}: ${miss.retrieved.join(", ")}`);

  const latency = await offlineLatency([
    ...CASES.map(({ message, locale }) => ({ message, locale })),
    ...GOLDEN_SET.map(({ question, locale }) => ({ message: question, locale })),
  ]);
  console.log(
    `offline reply latency: p50 ${latency.p50.toFixed(2)} ms, p95 ${latency.p95.toFixed(2)} ms (CPU p95 ${latency.cpuP95.toFixed(2)} ms) over ${latency.count} replies; loading both Bibles and search indexes first took ${coldStart.toFixed(0)} ms`,
  );
  const long = await longMessageLatency();
  const longWithin = Object.values(long).every((ms) => ms <= LONG_MESSAGE_LIMIT_MS);
  console.log(
    `offline reply to a ${MAX_MESSAGE_LENGTH}-character message: en ${long.en.toFixed(1)} ms, sw ${long.sw.toFixed(1)} ms CPU (median; ≤ ${LONG_MESSAGE_LIMIT_MS} ms) ${longWithin ? "ok" : "OVER"}`,
  );
  console.log(
    `load average while measuring: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")} on ${cpus().length} CPUs`,
  );

  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const total = results.reduce((sum, result) => sum + result.total, 0);
  if (offline.passed !== offline.total || latency.cpuP95 >= 50 || !longWithin || overall.rate < 0.8)
    process.exitCode = 1;
  console.log(`assistant benchmark: ${passed}/${total} passed`);
}

await main();

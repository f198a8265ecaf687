/**
 * The honest evaluation of the assistant (issue #17): runs the offline engine on the fresh
 * questions in content/assistant/fresh-questions.json, which were written apart from the topic
 * index and the golden set, and reports per language and category hit@3 (one of the first three
 * cited passages overlaps a passage a pastor accepts), the share of replies whose every cited
 * passage is accepted, the share citing nothing, and p95 reply latency.
 *
 *   npx tsx --conditions=react-server scripts/eval-assistant-fresh.ts [--json FILE] [--questions FILE] [--working-set] [--quiet]
 *
 * `--json FILE` also writes every question's cited passages and scores, for comparing runs.
 * `--quiet` leaves out the misses, so a held-out set can be scored without being read.
 * `--working-set` scores a round's own questions, without the held-out sets' id pattern and sizes.
 * The last line reads `fresh evaluation: hit@3 en X% sw Y% · all-relevant en A% sw B%`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { locales, type Locale } from "@/lib/i18n/locales";
import { warmAssistant } from "@/lib/chat/assistant";
import {
  citedPassages,
  FRESH_CATEGORIES,
  FRESH_SET_MINIMUMS,
  freshQuestionSetSchema,
  freshSetProblems,
  workingQuestionSetSchema,
  HIT_AT,
  scoreCitations,
  share,
  summarize,
  type FreshCategory,
  type FreshQuestion,
  type FreshResult,
  type FreshSummary,
} from "@/lib/chat/assistant/fresh-evaluation";
import { GOLDEN_SET } from "@/lib/chat/assistant/golden-set";
import { answerWithDetails } from "@/lib/chat/assistant/pipeline";
import { contentReference } from "@/lib/chat/assistant/scripture";

// The offline engine only: no provider, whatever the shell exports.
for (const name of ["AI_BASE_URL", "AI_MODEL", "AI_API_KEY"]) delete process.env[name];

const DEFAULT_QUESTIONS = "content/assistant/fresh-questions.json";

const NO_SIZE_FLOORS = { perLocale: 0, perCategory: 0 } as const;

function loadQuestions(file: string, working: boolean): FreshQuestion[] {
  const schema = working ? workingQuestionSetSchema : freshQuestionSetSchema;
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    throw new Error(`${file} is not a valid question set:\n${parsed.error.message}`);
  }
  const problems = freshSetProblems(parsed.data.questions, {
    ...(working ? NO_SIZE_FLOORS : FRESH_SET_MINIMUMS),
    known: GOLDEN_SET.map((question) => question.question),
  });
  if (problems.length > 0) {
    throw new Error(`${file} has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  }
  return parsed.data.questions;
}

async function evaluate(question: FreshQuestion): Promise<FreshResult> {
  const started = performance.now();
  const reply = await answerWithDetails(
    { message: question.question, locale: question.locale, history: [] },
    { provider: null },
  );
  const latencyMs = performance.now() - started;
  if (reply.engine !== "offline") throw new Error(`${question.id}: answered by ${reply.engine}`);
  const cited = citedPassages(reply);
  const score = scoreCitations(cited, question.accepted.map(contentReference));
  return {
    id: question.id,
    locale: question.locale,
    category: question.category,
    question: question.question,
    cited: cited.map((passage) => passage.label),
    engine: reply.engine,
    latencyMs,
    ...score,
  };
}

const COLUMNS = ["language", "category", "n", `hit@${HIT_AT}`, "all relevant", "cites none", "p95"];
const WIDTHS = [9, 11, 4, 8, 13, 11, 9];

function row(cells: readonly string[]): string {
  return cells
    .map((cell, index) => (index < 2 ? cell.padEnd(WIDTHS[index]) : cell.padStart(WIDTHS[index])))
    .join(" ");
}

function summaryCells(locale: string, category: string, summary: FreshSummary): string[] {
  return [
    locale,
    category,
    String(summary.total),
    share(summary.hits, summary.total),
    share(summary.allRelevant, summary.total),
    share(summary.citesNothing, summary.total),
    `${summary.p95Ms.toFixed(1)} ms`,
  ];
}

interface Group {
  locale: Locale | "all";
  category: FreshCategory | "all";
  summary: FreshSummary;
}

function groups(results: readonly FreshResult[]): Group[] {
  const grouped: Group[] = [];
  for (const locale of locales) {
    const inLocale = results.filter((result) => result.locale === locale);
    for (const category of FRESH_CATEGORIES) {
      grouped.push({
        locale,
        category,
        summary: summarize(inLocale.filter((result) => result.category === category)),
      });
    }
    grouped.push({ locale, category: "all", summary: summarize(inLocale) });
  }
  for (const category of FRESH_CATEGORIES) {
    grouped.push({
      locale: "all",
      category,
      summary: summarize(results.filter((result) => result.category === category)),
    });
  }
  grouped.push({ locale: "all", category: "all", summary: summarize(results) });
  return grouped;
}

function printTable(grouped: readonly Group[]): void {
  console.log(row(COLUMNS));
  console.log(row(WIDTHS.map((width) => "-".repeat(width))));
  let previous: string | undefined;
  for (const { locale, category, summary } of grouped) {
    if (previous !== undefined && previous !== locale) console.log("");
    previous = locale;
    console.log(row(summaryCells(locale, category, summary)));
  }
}

function printMisses(results: readonly FreshResult[]): void {
  const misses = results.filter((result) => !result.hit);
  console.log(
    `\nreplies with no accepted passage among the first ${HIT_AT} cited (${misses.length}):`,
  );
  for (const miss of misses) {
    const cited = miss.cited.length > 0 ? miss.cited.join(", ") : "(nothing cited)";
    console.log(`  ${miss.id}: ${miss.question} → ${cited}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      json: { type: "string" },
      questions: { type: "string" },
      quiet: { type: "boolean", default: false },
      "working-set": { type: "boolean", default: false },
    },
  });
  const file = values.questions ?? DEFAULT_QUESTIONS;
  const questions = loadQuestions(file, values["working-set"]);

  const warmStarted = performance.now();
  warmAssistant();
  const warmMs = performance.now() - warmStarted;

  const results: FreshResult[] = [];
  for (const question of questions) results.push(await evaluate(question));

  console.log(
    `fresh evaluation of the offline engine: ${questions.length} questions from ${file} (loading both Bibles and search indexes first took ${warmMs.toFixed(0)} ms)\n`,
  );
  const grouped = groups(results);
  printTable(grouped);
  if (!values.quiet) printMisses(results);

  if (values.json) {
    const output = {
      questions: file,
      engine: "offline",
      hitAt: HIT_AT,
      summary: grouped,
      results: results.map((result) => ({
        ...result,
        latencyMs: Number(result.latencyMs.toFixed(2)),
      })),
    };
    writeFileSync(values.json, `${JSON.stringify(output, null, 2)}\n`);
    console.log(`\nper-question results written to ${path.resolve(values.json)}`);
  }

  const byLocale = (locale: Locale) =>
    grouped.find((group) => group.locale === locale && group.category === "all")!.summary;
  const en = byLocale("en");
  const sw = byLocale("sw");
  console.log(
    `fresh evaluation: hit@${HIT_AT} en ${share(en.hits, en.total)} sw ${share(sw.hits, sw.total)} · all-relevant en ${share(en.allRelevant, en.total)} sw ${share(sw.allRelevant, sw.total)}`,
  );
}

await main();

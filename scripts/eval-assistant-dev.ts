/**
 * The offline assistant on the development set (content/assistant/dev-questions.json), per
 * language and per category: retrieval hit@3, then what the replies themselves cite, scored the
 * way the fresh evaluation scores them (hit@3 of the cited passages, and the share of replies
 * whose every cited passage is accepted). `--quiet` leaves out the misses.
 */
import { warmAssistant } from "@/lib/chat/assistant";
import { DEV_SET, devScores, type DevQuestion } from "@/lib/chat/assistant/dev-set";
import {
  citedPassages,
  scoreCitations,
  share,
  type CitationScore,
} from "@/lib/chat/assistant/fresh-evaluation";
import { answerWithDetails } from "@/lib/chat/assistant/pipeline";
import { contentReference } from "@/lib/chat/assistant/scripture";

// The offline engine only: no provider, whatever the shell exports.
for (const name of ["AI_BASE_URL", "AI_MODEL", "AI_API_KEY"]) delete process.env[name];

const quiet = process.argv.includes("--quiet");

console.log("retrieval hit@3");
const scores = devScores(3);
for (const [group, score] of scores) {
  console.log(
    `${group.padEnd(14)} ${String(score.hits).padStart(3)}/${score.total} = ${(100 * score.rate).toFixed(1)}%`,
  );
}
if (!quiet) {
  for (const miss of scores.get("all")?.misses ?? []) {
    console.log(
      `  miss ${miss.question.id} "${miss.question.question}": ${miss.retrieved.join(", ")}`,
    );
  }
}

interface ReplyResult extends CitationScore {
  question: DevQuestion;
  cited: string[];
}

warmAssistant();
const results: ReplyResult[] = [];
for (const question of DEV_SET) {
  const reply = await answerWithDetails(
    { message: question.question, locale: question.locale, history: [] },
    { provider: null },
  );
  const cited = citedPassages(reply);
  results.push({
    question,
    cited: cited.map((passage) => passage.label),
    ...scoreCitations(cited, question.accepted.map(contentReference)),
  });
}

const groups = new Map<string, ReplyResult[]>([["all", results]]);
for (const result of results) {
  const { locale, category } = result.question;
  for (const key of [locale, `${locale} ${category}`]) {
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
}
console.log("\nreplies: hit@3 · every cited passage accepted · cites nothing");
for (const [group, members] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
  const count = (test: (result: ReplyResult) => boolean) =>
    share(members.filter(test).length, members.length).padStart(7);
  console.log(
    `${group.padEnd(14)} n=${String(members.length).padStart(3)} ${count((r) => r.hit)} ${count((r) => r.allRelevant)} ${count((r) => r.citesNothing)}`,
  );
}
if (!quiet) {
  for (const result of results.filter((r) => !r.allRelevant)) {
    const mark = result.hit ? "weak" : "miss";
    console.log(
      `  ${mark} ${result.question.id} "${result.question.question}": ${result.cited.join(", ") || "(nothing)"}`,
    );
  }
}

/**
 * Retrieval hit@3 of the offline assistant on the development set
 * (content/assistant/dev-questions.json), per language and per category, with each miss and what
 * was retrieved instead. `--quiet` leaves out the misses.
 */
import { devScores } from "@/lib/chat/assistant/dev-set";

const scores = devScores(3);
for (const [group, score] of scores) {
  console.log(
    `${group.padEnd(14)} ${String(score.hits).padStart(3)}/${score.total} = ${(100 * score.rate).toFixed(1)}%`,
  );
}
if (!process.argv.includes("--quiet")) {
  for (const miss of scores.get("all")?.misses ?? []) {
    console.log(
      `  miss ${miss.question.id} "${miss.question.question}": ${miss.retrieved.join(", ")}`,
    );
  }
}

import { runBibleBenchmarks, type Measurement } from "@/lib/bible/benchmark";
import { runBookmarkBenchmarks } from "@/lib/bookmarks/benchmark";
import { runChatBenchmarks } from "@/lib/chat/benchmark";

/** Every benchmark of `npm run bench`; each returns its measurements. */
const BENCHMARKS: Array<{
  name: string;
  run: (log: (line: string) => void) => Promise<Measurement[]>;
}> = [
  { name: "bible", run: runBibleBenchmarks },
  { name: "bookmarks", run: runBookmarkBenchmarks },
  { name: "chat", run: runChatBenchmarks },
];

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const milliseconds = (value: number) =>
  Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(2) : value.toFixed(1);

function printTable(rows: Measurement[]): boolean {
  const header = ["measurement", "n", "p50 ms", "p95 ms", "p99 ms", "max ms", "p95 budget", ""];
  let withinBudget = true;
  const lines = rows.map(({ name, samples, budgetP95 }) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    const ok = budgetP95 === undefined || p95 <= budgetP95;
    withinBudget &&= ok;
    return [
      name,
      String(sorted.length),
      milliseconds(percentile(sorted, 0.5)),
      milliseconds(p95),
      milliseconds(percentile(sorted, 0.99)),
      milliseconds(sorted.at(-1) ?? Number.NaN),
      budgetP95 === undefined ? "" : `< ${budgetP95}`,
      budgetP95 === undefined ? "" : ok ? "ok" : "OVER",
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
  return withinBudget;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const selected = BENCHMARKS.filter(
    (benchmark) => only.length === 0 || only.includes(benchmark.name),
  );
  const rows: Measurement[] = [];
  for (const benchmark of selected) {
    rows.push(...(await benchmark.run((line) => console.log(line))));
  }
  console.log("");
  if (!printTable(rows)) {
    console.error("\nSome measurements are over their p95 budget.");
    process.exitCode = 1;
  }
}

await main();

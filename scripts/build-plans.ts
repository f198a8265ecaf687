// Validates content/plans/*.json, works out every day's readings and writes the compiled plans the
// app serves from memory. Any problem fails the build, naming the file.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compilePlanDirectory } from "@/lib/plans/compile";

const root = process.cwd();
const contentDir = path.join(root, "content/plans");
const outputDir = path.join(contentDir, "build");
const outputFile = path.join(outputDir, "plans.json");

const { plans, problems } = compilePlanDirectory(contentDir);
if (problems.length) {
  console.error(`Plans: ${problems.length} problem(s) found; nothing was written.`);
  for (const { file, problem } of problems) console.error(`  ${file}: ${problem}`);
  process.exit(1);
}

mkdirSync(outputDir, { recursive: true });
writeFileSync(outputFile, JSON.stringify({ plans }));
console.log(
  `Plans: ${plans.length} compiled to ${path.relative(root, outputFile)} ` +
    `(${plans.map((plan) => `${plan.slug} ${plan.days.length} days`).join(", ")}).`,
);

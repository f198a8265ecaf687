// Validates content/stories/*.json and their illustrations, then writes the compiled stories
// the app serves from memory. Any problem fails the build, naming the file.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileStoryDirectory } from "@/lib/stories/compile-directory";

const root = process.cwd();
const contentDir = path.join(root, "content/stories");
const outputDir = path.join(contentDir, "build");
const outputFile = path.join(outputDir, "stories.json");

const { compiled, problems } = compileStoryDirectory({
  contentDir,
  imageDir: path.join(root, "public/stories"),
});

if (problems.length) {
  console.error(`Stories: ${problems.length} problem(s) found; nothing was written.`);
  for (const { file, problem } of problems) console.error(`  ${file}: ${problem}`);
  process.exit(1);
}

mkdirSync(outputDir, { recursive: true });
writeFileSync(outputFile, JSON.stringify(compiled));

const readingTimes = compiled.stories.flatMap((story) => [
  story.en.readingTimeMinutes,
  story.sw.readingTimeMinutes,
]);
console.log(
  `Stories: ${compiled.stories.length} compiled to ${path.relative(root, outputFile)} ` +
    `(reading times ${Math.min(...readingTimes)}-${Math.max(...readingTimes)} min).`,
);

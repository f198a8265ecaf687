import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getBookById } from "@/lib/bible/books";
import {
  compareStories,
  compileStoryFile,
  crossFileProblems,
  type CompiledStories,
  type CompiledStory,
} from "./compile";

export interface StoryDirectories {
  /** `content/stories`: one `<slug>.json` a story. */
  contentDir: string;
  /** `public/stories`: one `<slug>.svg` a story. */
  imageDir: string;
}

export interface StoryFileProblem {
  file: string;
  problem: string;
}

export interface DirectoryCompileResult {
  compiled: CompiledStories;
  problems: StoryFileProblem[];
}

/** Compiles every story file; a file with problems is left out and its problems listed. */
export function compileStoryDirectory({
  contentDir,
  imageDir,
}: StoryDirectories): DirectoryCompileResult {
  const files = readdirSync(contentDir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const stories: CompiledStory[] = [];
  const problems: StoryFileProblem[] = [];
  const relative = (file: string) => path.relative(process.cwd(), file) || file;

  for (const fileName of files) {
    const file = path.join(contentDir, fileName);
    const imageFile = path.join(imageDir, `${fileName.replace(/\.json$/, "")}.svg`);
    const result = compileStoryFile({
      fileName,
      raw: readFileSync(file, "utf8"),
      svg: existsSync(imageFile) ? readFileSync(imageFile, "utf8") : null,
    });
    if (result.story) stories.push(result.story);
    for (const problem of result.problems) problems.push({ file: relative(file), problem });
  }
  for (const problem of crossFileProblems(stories))
    problems.push({ file: relative(contentDir), problem });
  if (!files.length) problems.push({ file: relative(contentDir), problem: "has no story files" });

  stories.sort((a, b) => compareStories(a, b, (id) => getBookById(id)?.number ?? 0));
  return { compiled: { version: 1, stories }, problems };
}

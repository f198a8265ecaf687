import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { BibleImportError } from "@/lib/bible/import/errors";
import { importVersion } from "@/lib/bible/import/import-version";
import { BIBLE_BUILD_DIR, BIBLE_SOURCES_DIR, builtVersionPath } from "@/lib/bible/paths";
import { BIBLE_VERSIONS } from "@/lib/bible/versions";

function readSource(file: string): string {
  const bytes = readFileSync(file);
  return (file.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}

function main(): void {
  const root = process.cwd();
  mkdirSync(path.join(root, BIBLE_BUILD_DIR), { recursive: true });
  let failed = false;
  for (const version of BIBLE_VERSIONS) {
    const started = performance.now();
    const sourceFile = path.join(root, BIBLE_SOURCES_DIR, version.source);
    try {
      const { stored, notices } = importVersion(readSource(sourceFile), version);
      const target = builtVersionPath(root, version.id);
      const json = JSON.stringify(stored);
      writeFileSync(target, json);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `bible: ${version.id} (${version.locale}) ${stored.verseCount.toLocaleString("en")} verses → ` +
          `${path.relative(root, target)} (${(json.length / 1e6).toFixed(1)} MB, ${seconds} s)`,
      );
      for (const notice of notices) console.log(`  note: ${notice}`);
    } catch (error) {
      failed = true;
      if (error instanceof BibleImportError)
        console.error(`bible: ${version.id} import FAILED\n${error.message}`);
      else console.error(`bible: ${version.id} import FAILED reading ${sourceFile}:`, error);
    }
  }
  if (failed) process.exit(1);
}

main();

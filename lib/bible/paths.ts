import path from "node:path";

export const BIBLE_SOURCES_DIR = "content/bible/sources";
export const BIBLE_BUILD_DIR = "content/bible/build";

export function builtVersionPath(root: string, versionId: string): string {
  return path.join(root, BIBLE_BUILD_DIR, `${versionId}.json`);
}

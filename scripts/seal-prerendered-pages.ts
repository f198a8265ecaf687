// `next build` writes the pages it prerenders straight into .next/server/app, past the page
// cache's set(): each gets its script policy here, once, instead of on every read of the most
// visited pages (the prerendered chapters, the stories, the landing).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { POLICY_META, withScriptPolicy } from "../lib/site/page-cache-handler.mjs";

/** Gives every prerendered page under `directory` its policy; resolves to how many it sealed. */
export async function sealPrerenderedPages(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  let sealed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    if (html.includes(POLICY_META)) continue;
    await writeFile(file, withScriptPolicy(html));
    sealed += 1;
  }
  return sealed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sealed = await sealPrerenderedPages(path.join(process.cwd(), ".next", "server", "app"));
  console.log(`prerendered pages given their script policy: ${sealed}`);
}

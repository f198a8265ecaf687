import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ImageResponse } from "next/og";

type PreviewFont = NonNullable<ConstructorParameters<typeof ImageResponse>[1]>["fonts"] extends
  Array<infer Font> | undefined
  ? Font
  : never;

/** The site's serif (verses, titles) and sans (labels), in the static cuts `next/og` can read. */
const FONT_FILES: ReadonlyArray<Omit<PreviewFont, "data"> & { file: string }> = [
  { name: "Literata", weight: 400, style: "normal", file: "literata-latin-400-normal.woff" },
  { name: "Literata", weight: 700, style: "normal", file: "literata-latin-700-normal.woff" },
  { name: "Inter", weight: 600, style: "normal", file: "inter-latin-600-normal.woff" },
];

let loaded: Promise<PreviewFont[]> | undefined;

/** Read from disk once per process; every preview image after the first reuses them. */
export function previewFonts(): Promise<PreviewFont[]> {
  loaded ??= Promise.all(
    FONT_FILES.map(async ({ file, ...font }) => {
      const buffer = await readFile(
        path.join(/* turbopackIgnore: true */ process.cwd(), "app", "fonts", "og", file),
      );
      return {
        ...font,
        data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
      } as PreviewFont;
    }),
  );
  return loaded;
}

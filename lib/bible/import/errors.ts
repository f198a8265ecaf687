/** Raised when a source text cannot be imported; lists every problem found, not just the first. */
export class BibleImportError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(
      `${source}: ${problems.length} problem${problems.length === 1 ? "" : "s"}\n` +
        problems.map((problem) => `  - ${problem}`).join("\n"),
    );
    this.name = "BibleImportError";
  }
}

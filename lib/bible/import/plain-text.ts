const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

export function decodeEntities(
  text: string,
  named: Record<string, string> = NAMED_ENTITIES,
): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return named[name.toLowerCase()] ?? entity;
  });
}

const ENDS_WORD_OR_CLAUSE = /[\p{L}\p{N}\p{M}.,;:!?’”)\]]/u;
const STARTS_WORD_OR_QUOTE = /[\p{L}\p{N}“‘(\[]/u;
/** Text after a tag that opens with punctuation belongs to the word before the tag. */
const CLOSING_PUNCTUATION_FIRST = /^ ?[,.;:!?]/;

/**
 * Accumulates the plain text of a verse from the text between tags. Whitespace collapses to
 * single spaces. Where a tag such as a footnote or the end of a quotation sits between two
 * words with no space in the source (`God<note/>created`, `born</q><note/><q>Son`,
 * `righteousness.”</q>Then`), `markBoundary` makes the next text start with a space; where
 * the source puts spaces around a tag before punctuation (`coins</q> <note/> <q>? Not`), they go.
 */
export class PlainTextBuilder {
  private text = "";
  private atBoundary = false;

  get length(): number {
    return this.text.length;
  }

  markBoundary(): void {
    this.atBoundary = true;
  }

  append(raw: string): void {
    let chunk = raw.replace(/\s+/gu, " ");
    if (CLOSING_PUNCTUATION_FIRST.test(chunk)) {
      this.text = this.text.trimEnd();
      chunk = chunk.trimStart();
    }
    if (this.text.length === 0 || this.text.endsWith(" ")) chunk = chunk.replace(/^ /, "");
    if (!chunk) return;
    const last = this.text.at(-1);
    if (
      this.atBoundary &&
      last !== undefined &&
      chunk[0] !== " " &&
      ENDS_WORD_OR_CLAUSE.test(last) &&
      STARTS_WORD_OR_QUOTE.test(chunk[0])
    ) {
      chunk = ` ${chunk}`;
    }
    this.text += chunk;
    this.atBoundary = false;
  }

  /** The text so far with trailing whitespace removed. */
  toString(): string {
    return this.text.trimEnd();
  }
}

import { getTranslations } from "next-intl/server";
import type { CSSProperties, ReactElement, ReactNode } from "react";
import type { ChapterText, VerseHeading } from "@/lib/bible/chapter";
import { findReferences, formatReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { chapterHref } from "./bible-href";
import { verseElementId } from "./chapter-path";
import styles from "./chapter-verses.module.css";
import { layoutVerse, noteMarker, type VerseLine, type VerseRun } from "./verse-blocks";

type BibleTranslator = Awaited<ReturnType<typeof getTranslations<"Bible">>>;
type NoteRun = Extract<VerseRun, { type: "note" }>;

interface ChapterVersesProps {
  chapter: ChapterText;
  locale: Locale;
  /** "John 3", "Psalm 23": a verse reference is this plus ":16". */
  referencePrefix: string;
  labelledBy: string;
}

function noteId(chapter: ChapterText, verse: number, note: NoteRun) {
  return `note-${chapter.chapter}-${verse}-${note.number}`;
}

/** The marker and its note share an anchor name: where the browser can, the note opens beside it. */
function noteAnchor(chapter: ChapterText, verse: number, note: NoteRun): CSSProperties {
  return { "--note-anchor": `--${noteId(chapter, verse, note)}` } as CSSProperties;
}

function noteLabel(t: BibleTranslator, note: NoteRun) {
  const marker = noteMarker(note.number);
  return note.note.kind === "crossReference"
    ? t("crossReference", { marker })
    : t("footnote", { marker });
}

/**
 * The verses of a chapter, drawn on the server as plain markup (no client components, nothing
 * async inside, see `ServerMarkup`): one row per verse with its number (seen, not read aloud),
 * headings, poetry lines, red letters, footnotes on demand (native popovers, no script) and the
 * row's actions, which the reader's client island wires up by event delegation (their icons are
 * drawn by the list's stylesheet). A row takes focus when tapped (not a place in the tab
 * order): touch screens show its actions then, and say so above the list.
 */
export async function drawChapterVerses({
  chapter,
  locale,
  referencePrefix,
  labelledBy,
}: ChapterVersesProps): Promise<ReactElement> {
  const [t, share] = await Promise.all([
    getTranslations({ locale, namespace: "Bible" }),
    getTranslations({ locale, namespace: "Share" }),
  ]);
  if (chapter.verses.length === 0) {
    return <p className="text-muted-foreground py-12 text-center">{t("noVerses")}</p>;
  }

  return (
    <>
      <p className={`${styles.touchHint} text-muted-foreground mb-2 px-2 text-xs`}>
        {t("tapVerseHint")}
      </p>
      <ol id="verse-list" data-verse-list aria-labelledby={labelledBy} className={styles.list}>
        {chapter.verses.map((_, index) => {
          const verse = index + 1;
          const layout = layoutVerse(chapter, verse);
          const reference = `${referencePrefix}:${verse}`;
          const lines = layout.blocks.filter((block): block is VerseLine => block.type === "line");
          const notes = lines.flatMap((line) =>
            line.runs.filter((run): run is NoteRun => run.type === "note"),
          );
          return (
            <li key={verse} id={verseElementId(verse)} data-opens={layout.opens} tabIndex={-1}>
              {layout.blocks.map((block, blockIndex) =>
                block.type === "heading" ? (
                  <HeadingBlock key={blockIndex} heading={block.heading} />
                ) : null,
              )}
              <div>
                <div data-verse-text>
                  {lines.map((line, lineIndex) => (
                    <span
                      key={lineIndex}
                      data-opens={line.opens}

                      style={
                        line.indent > 0
                          ? { paddingInlineStart: `${line.indent * 1.25}em`, textIndent: "-1em" }
                          : undefined
                      }
                    >
                      {lineIndex === 0 && (
                        <span aria-hidden="true" data-nocopy>
                          {verse}
                        </span>
                      )}
                      {line.runs.map((run, runIndex) =>
                        run.type === "text" ? (
                          run.wordsOfJesus ? (
                            <span key={runIndex} data-words-of-jesus>
                              {run.text}
                            </span>
                          ) : (
                            run.text
                          )
                        ) : (
                          <button
                            key={runIndex}
                            type="button"
                            popoverTarget={noteId(chapter, verse, run)}
                            style={noteAnchor(chapter, verse, run)}
                            data-nocopy
                            aria-label={noteLabel(t, run)}
                            title={noteLabel(t, run)}
                          >
                            {noteMarker(run.number)}
                          </button>
                        ),
                      )}
                    </span>
                  ))}
                </div>
                <div>
                  {(
                    [
                      ["copy", t("copyVerse", { reference })],
                      ["share", share("shareVerse", { reference })],
                      ["bookmark", t("bookmarkVerse", { reference })],
                    ] as const
                  ).map(([action, label]) => (
                    // Not in a form, so no type: 528 of them on Psalm 119. The title is both the
                    // button's accessible name and its hover tip: one attribute, not two.
                    <button key={action} data-action={action} title={label} />
                  ))}
                </div>
              </div>
              {notes.map((note) => (
                <div
                  key={note.number}
                  id={noteId(chapter, verse, note)}
                  popover="auto"
                  role="note"
                  data-nocopy
                  style={noteAnchor(chapter, verse, note)}
                  className="bg-popover text-popover-foreground max-w-[min(24rem,calc(100vw-2rem))] rounded-lg border p-4 font-sans text-sm leading-normal shadow-lg"
                >
                  <p className="text-muted-foreground mb-1 text-xs font-semibold">
                    {reference} · {noteLabel(t, note)}
                  </p>
                  <p>
                    {note.note.kind === "crossReference" ? (
                      <CrossReferences text={note.note.text} locale={locale} />
                    ) : (
                      note.note.text
                    )}
                  </p>
                </div>
              ))}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function HeadingBlock({ heading }: { heading: VerseHeading }) {
  const notes = heading.notes?.length ? (
    <span className="text-muted-foreground font-sans text-sm font-normal">
      {" "}
      ({heading.notes.join(" ")})
    </span>
  ) : null;
  if (heading.kind === "section") {
    return (
      <h2
        data-nocopy
        className="text-foreground mt-6 mb-2 font-sans text-base font-semibold tracking-wide"
      >
        {heading.text}
        {notes}
      </h2>
    );
  }
  if (heading.kind === "speaker") {
    return (
      <p
        data-nocopy
        className="text-muted-foreground mt-4 mb-1 font-sans text-xs font-semibold tracking-widest uppercase"
      >
        {heading.text}
        {notes}
      </p>
    );
  }
  return (
    <p data-nocopy className="text-muted-foreground mb-1 text-[0.9em] italic">
      {heading.text}
      {notes}
    </p>
  );
}

/** A cross-reference note with each reference it names linked to its verse. */
function CrossReferences({ text, locale }: { text: string; locale: Locale }) {
  const parts: ReactNode[] = [];
  let position = 0;
  for (const found of findReferences(text)) {
    if (found.start > position) parts.push(text.slice(position, found.start));
    const { reference } = found;
    parts.push(
      <a
        key={found.start}
        href={`${localizedPathname({ href: chapterHref(reference.book, reference.chapter, locale), locale })}${reference.verseStart ? `#${verseElementId(reference.verseStart)}` : ""}`}
        className="text-primary underline underline-offset-2"
        title={formatReference(reference, locale)}
      >
        {found.raw}
      </a>,
    );
    position = found.end;
  }
  if (position < text.length) parts.push(text.slice(position));
  return <>{parts}</>;
}

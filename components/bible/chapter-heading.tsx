import { OFFLINE_ONLY_CLASS } from "./reader-head";

/**
 * The chapter's title, its Bible's name, the badge shown while offline and the note on the words
 * of Jesus: plain markup for `ServerMarkup`.
 */
export function drawChapterHeading({
  title,
  versionLine,
  offline,
  wordsOfJesus,
}: {
  title: string;
  versionLine: string;
  offline: string;
  /** The note that His words are in red, on chapters that have them. */
  wordsOfJesus: string | null;
}) {
  return (
    <>
      <h1 id="chapter-title" className="font-serif text-3xl font-semibold sm:text-4xl">
        {title}
      </h1>
      <p className="text-muted-foreground text-sm">
        {versionLine}
        <span
          className={`${OFFLINE_ONLY_CLASS} bg-muted text-muted-foreground ml-2 rounded-full px-2 py-0.5 text-xs font-medium`}
        >
          {offline}
        </span>
        {wordsOfJesus && <span className="block">{wordsOfJesus}</span>}
      </p>
    </>
  );
}

import { Bookmark, Copy, Share2, type LucideIcon } from "lucide-react";

const VERSE_ACTION_ICONS = { copy: Copy, share: Share2, bookmark: Bookmark } satisfies Record<
  string,
  LucideIcon
>;

export type VerseActionName = keyof typeof VERSE_ACTION_ICONS;

function symbolId(name: VerseActionName) {
  return `verse-action-${name}`;
}

/**
 * The verse rows' three icons, drawn once per page: every row points at them (`<use>`), so a
 * chapter of 176 verses does not carry 528 copies of the same paths. Their fill follows the row's
 * icon (a bookmarked verse's is filled).
 */
export function VerseActionIconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(VERSE_ACTION_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as VerseActionName)} viewBox="0 0 24 24">
          <Icon fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/** A verse action's icon: plain markup, so it can be part of the verses' server-only HTML. */
export function VerseActionIcon({ name }: { name: VerseActionName }) {
  return (
    <svg aria-hidden="true" fill="none">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

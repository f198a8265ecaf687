import { SESSION_NAME_MAX_LENGTH } from "./schemas";

/** About how long an automatic session name is: enough to recognise the conversation in a list. */
export const AUTO_NAME_LENGTH = 40;

/**
 * A session's name from its first message: the first non-empty line, whitespace folded, cut at
 * a word near AUTO_NAME_LENGTH characters with an ellipsis when shortened.
 */
export function autoSessionName(message: string): string {
  const line = (message.split("\n").find((candidate) => candidate.trim()) ?? "")
    .replace(/\s+/gu, " ")
    .trim();
  const characters = Array.from(line);
  if (characters.length <= AUTO_NAME_LENGTH) return line;
  const head = characters.slice(0, AUTO_NAME_LENGTH + 1).join("");
  const lastSpace = head.lastIndexOf(" ");
  const cut =
    lastSpace >= AUTO_NAME_LENGTH / 2
      ? head.slice(0, lastSpace)
      : characters.slice(0, AUTO_NAME_LENGTH).join("");
  const tidy = cut.replace(/[\s.,;:!?…-]+$/u, "") || cut;
  return `${tidy}…`.slice(0, SESSION_NAME_MAX_LENGTH);
}

import type { z } from "zod";
import type { Messages } from "@/lib/i18n/messages";

export type FieldText = keyof Messages["ApiErrors"]["fields"] & string;

/**
 * What is wrong with one field: a catalogue text, given in the caller's language, or a message kept
 * as the schema wrote it (a key the app's own form translates, such as the profile's "invalidPhone").
 */
export type FieldIssue =
  { text: FieldText; values?: Record<string, string | number> } | { verbatim: string };

/** The sentences our schemas write themselves, each with its catalogue text. */
const AUTHORED_TEXTS: Record<string, FieldText> = {
  "All fields are required to submit your support request.": "supportAllRequired",
  "Please enter a valid e-mail address.": "validEmail",
  "Please enter your payment reference number.": "paymentReferenceRequired",
  "A payment reference has at most 64 characters.": "paymentReferenceTooLong",
  "A tag needs a name.": "tagNeedsName",
  "A bookmark needs some content.": "bookmarkNeedsContent",
  "A title cannot be empty.": "titleEmpty",
  "A session needs a name.": "sessionNeedsName",
  "Write a message first.": "writeMessageFirst",
  "Only your own messages can be added.": "ownMessagesOnly",
  "The last verse comes after the first.": "verseRangeOrder",
  "Only a VERSE bookmark has a verse reference.": "verseOnlyForVerse",
  "Only an INSIGHT bookmark keeps a chat message.": "messageOnlyForInsight",
  "Send at least one of title, content or tag_names.": "nothingToUpdate",
};

/** A message that is a key of the app's own form texts ("required", "invalidPhone"), not a sentence. */
const FORM_TEXT_KEY = /^[a-z][A-Za-z]*$/;

const NAMED_FORMATS = new Set(["email", "url", "datetime", "date", "uuid"]);

/**
 * Zod's issue as a catalogue text: the schema's own sentence when the catalogue has it, otherwise
 * what the check says (too long, not a list...); a form text key stays as it is.
 */
export function describeIssue(issue: z.core.$ZodIssue): FieldIssue {
  if (FORM_TEXT_KEY.test(issue.message)) return { verbatim: issue.message };
  const authored = AUTHORED_TEXTS[issue.message];
  if (authored) return { text: authored };
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? { text: "required" }
        : { text: "wrongType", values: { expected: issue.expected } };
    case "too_small":
    case "too_big": {
      const limit = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
      const kind =
        issue.origin === "string" ? "text" : issue.origin === "array" ? "list" : "number";
      const texts = {
        too_small: { text: "tooShort", list: "tooFew", number: "tooSmall" },
        too_big: { text: "tooLong", list: "tooMany", number: "tooLarge" },
      } as const;
      return { text: texts[issue.code][kind], values: { limit } };
    }
    case "invalid_format":
      return {
        text: "invalidFormat",
        values: { format: NAMED_FORMATS.has(issue.format) ? issue.format : "other" },
      };
    case "invalid_value":
      return { text: "notAllowed", values: { options: issue.values.map(String).join(", ") } };
    case "unrecognized_keys":
      return { text: "unknownField", values: { names: issue.keys.join(", ") } };
    default:
      return { text: "invalid" };
  }
}

import type { z } from "zod";
import { AppError, badRequest, type FieldErrors } from "./errors";
import { describeIssue, type FieldIssue } from "./field-issues";

const fieldKey = (issue: z.core.$ZodIssue) => (issue.path.length ? issue.path.join(".") : "_");

function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) (fields[fieldKey(issue)] ??= []).push(issue.message);
  return fields;
}

function fieldIssues(error: z.ZodError): Record<string, FieldIssue[]> {
  const issues: Record<string, FieldIssue[]> = {};
  for (const issue of error.issues) (issues[fieldKey(issue)] ??= []).push(describeIssue(issue));
  return issues;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // The input rides along on each issue so a missing field can be told from a wrong one.
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success)
    throw badRequest("Invalid input.", fieldErrors(result.error))
      .withText("invalidInput")
      .withFieldIssues(fieldIssues(result.error));
  return result.data;
}

const NUL = "\u0000";

/** PostgreSQL text cannot hold NUL, so a body carrying one is refused here instead of failing at the insert. */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes(NUL) || (typeof value === "string" && value.includes(NUL))) {
    const field = key.includes(NUL) || !key ? "_" : key;
    throw badRequest("Text cannot contain the NUL character (\\u0000).", {
      [field]: ["Text cannot contain the NUL character."],
    })
      .withText("invalidInput")
      .withFieldIssues({ [field]: [{ text: "nulCharacter" }] });
  }
  return value;
}

export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text, refuseNul);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest("The request body is not valid JSON.").withText("invalidJson");
  }
}

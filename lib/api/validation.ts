import type { z } from "zod";
import { AppError, badRequest, type FieldErrors } from "./errors";

function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw badRequest("Invalid input.", fieldErrors(result.error)).withText("invalidInput");
  return result.data;
}

const NUL = "\u0000";

/** PostgreSQL text cannot hold NUL, so a body carrying one is refused here instead of failing at the insert. */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes(NUL) || (typeof value === "string" && value.includes(NUL))) {
    throw badRequest("Text cannot contain the NUL character (\\u0000).", {
      [key.includes(NUL) || !key ? "_" : key]: ["Text cannot contain the NUL character."],
    });
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

import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { serverText } from "@/lib/i18n/server-text";
import { AppError, errorResponse, type FieldErrors } from "./errors";

async function localizedFields(
  issues: NonNullable<AppError["fieldIssues"]>,
  locale: Locale,
): Promise<FieldErrors> {
  const entries = await Promise.all(
    Object.entries(issues).map(async ([field, list]) => {
      const texts = await Promise.all(
        list.map((issue) =>
          "verbatim" in issue
            ? issue.verbatim
            : // The translator takes a nested key; the catalogue's type names only the top level.
              serverText(locale, "ApiErrors", `fields.${issue.text}` as "fields", issue.values),
        ),
      );
      return [field, texts] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The error's body in the request's language: its catalogue text as `detail` (or beside it as
 * `message`), and each field's problems.
 */
export async function localizedErrorResponse(error: AppError, locale: Locale): Promise<Response> {
  if (!error.text && !error.fieldIssues) return errorResponse(error);
  const fields = error.fieldIssues
    ? await localizedFields(error.fieldIssues, locale)
    : error.fields;
  const text =
    error.text && (await serverText(locale, "ApiErrors", error.text.key, error.text.values));
  const detail = text && error.text?.into === "detail" ? text : error.detail;
  const extra =
    text && error.text?.into === "message" ? { ...error.extra, message: text } : error.extra;
  return errorResponse(
    new AppError(error.status, error.code, detail, fields, error.headers, extra),
  );
}

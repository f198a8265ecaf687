import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { serverText } from "@/lib/i18n/server-text";
import { AppError, errorResponse } from "./errors";

/** The error's body in the request's language: its catalogue text as `detail`, or beside it as `message`. */
export async function localizedErrorResponse(error: AppError, locale: Locale): Promise<Response> {
  if (!error.text) return errorResponse(error);
  const { key, values, into } = error.text;
  const text = await serverText(locale, "ApiErrors", key, values);
  const localized =
    into === "detail"
      ? new AppError(error.status, error.code, text, error.fields, error.headers, error.extra)
      : new AppError(error.status, error.code, error.detail, error.fields, error.headers, {
          ...error.extra,
          message: text,
        });
  return errorResponse(localized);
}

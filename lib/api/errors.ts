import type { Messages } from "@/lib/i18n/messages";
import type { FieldIssue } from "./field-issues";

export type FieldErrors = Record<string, string[]>;

/** A text of the ApiErrors catalogue, given in the language of the request's `Locale` header. */
export interface ErrorText {
  key: keyof Messages["ApiErrors"] & string;
  values?: Record<string, string | number>;
  /** "message" keeps `detail` exactly as the spec's clients match it and adds the translation beside it. */
  into: "detail" | "message";
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the error's body beside detail and code, e.g. the limit a member reached. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = "AppError";
  }

  text?: ErrorText;
  /** Each field's problems as catalogue texts, given in the caller's language in place of `fields`. */
  fieldIssues?: Record<string, FieldIssue[]>;

  /** The catalogue text that replaces `detail` (or fills `message`) in the caller's language. */
  withText(
    key: ErrorText["key"],
    values?: ErrorText["values"],
    into: ErrorText["into"] = "detail",
  ): this {
    this.text = { key, values, into };
    return this;
  }

  withFieldIssues(fieldIssues: Record<string, FieldIssue[]>): this {
    this.fieldIssues = fieldIssues;
    return this;
  }
}

export const notFound = (detail?: string) =>
  detail === undefined
    ? new AppError(404, "not_found", "Not found.").withText("notFound")
    : new AppError(404, "not_found", detail);

export const badRequest = (detail: string, fields?: FieldErrors) =>
  new AppError(400, "invalid_request", detail, fields);

export const unauthorized = () =>
  new AppError(401, "unauthorized", "Authentication credentials were not provided.").withText(
    "unauthorized",
  );

export const forbidden = () =>
  new AppError(403, "forbidden", "You do not have permission to perform this action.").withText(
    "forbidden",
  );

export interface ErrorBody {
  detail: string;
  code: string;
  fields?: FieldErrors;
  [extra: string]: unknown;
}

export function errorResponse(error: AppError): Response {
  const body: ErrorBody = { ...error.extra, detail: error.detail, code: error.code };
  if (error.fields) body.fields = error.fields;
  return Response.json(body, { status: error.status, headers: error.headers });
}

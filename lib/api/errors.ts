export type FieldErrors = Record<string, string[]>;

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
}

export const notFound = (detail = "Not found.") => new AppError(404, "not_found", detail);

export const badRequest = (detail: string, fields?: FieldErrors) =>
  new AppError(400, "invalid_request", detail, fields);

export const unauthorized = (detail = "Authentication credentials were not provided.") =>
  new AppError(401, "unauthorized", detail);

export const forbidden = (detail = "You do not have permission to perform this action.") =>
  new AppError(403, "forbidden", detail);

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

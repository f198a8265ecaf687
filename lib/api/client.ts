import type { ErrorBody, FieldErrors } from "./errors";
import { storedLocale } from "@/lib/i18n/locale-storage";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly fields?: FieldErrors,
    /** The whole error body, for fields beyond detail and code (a limit, when it resets). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

/** UTC 'YYYY-MM-DD HH:MM:SS', the Request-Time header of the contract. */
export function requestTime(date = new Date()): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  token?: string | null;
  locale?: string;
  signal?: AbortSignal;
}

export function apiHeaders(options: Pick<ApiRequestOptions, "token" | "locale"> = {}): Headers {
  const headers = new Headers({
    "Content-Type": "application/json",
    Accept: "application/json",
    Locale: options.locale ?? storedLocale(),
    "Request-Time": requestTime(),
  });
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  return headers;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  return new ApiError(
    response.status,
    body?.code ?? "http_error",
    body?.detail ?? response.statusText,
    body?.fields,
    body ?? {},
  );
}

/** Calls /api/v1 and returns the `data` of the `{data}` envelope, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiEnvelope<{ data: T }>(path, options)).data;
}

/** Calls /api/v1 and returns the whole envelope (`data` and what travels beside it, like `total`). */
export async function apiEnvelope<E extends { data: unknown }>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<E> {
  const response = await fetch(`/api/v1/${path.replace(/^\//, "")}`, {
    method: options.method ?? "GET",
    headers: apiHeaders(options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: "same-origin",
  });
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as E;
}

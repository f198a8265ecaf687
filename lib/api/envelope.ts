import { createHash } from "node:crypto";

export interface Envelope<T> {
  data: T;
}

export function json<T>(data: T, init?: ResponseInit): Response {
  return Response.json({ data } satisfies Envelope<T>, init);
}

/**
 * Responses that never change for a URL and language: shared caches may keep them a day.
 * `beside` travels next to `data` in the envelope (a list's `total`).
 */
export function cachedJson<T>(
  request: Request,
  data: T,
  beside: Record<string, unknown> = {},
): Response {
  const body = JSON.stringify({ data, ...beside } satisfies Envelope<T>);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = {
    "Cache-Control": "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800",
    ETag: etag,
    Vary: "Locale, Accept-Encoding",
  };
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json" } });
}

import "server-only";
import { mintApiToken } from "@/lib/auth/api-token";
import { getCookieViewer } from "@/lib/auth/session";
import { requestLocale } from "./dispatch";
import { requestTime } from "./client";
import { AppError } from "./errors";
import { localizedErrorResponse } from "./localized-errors";

const FORWARDED_RESPONSE_HEADERS = ["content-type", "cache-control", "etag", "retry-after", "vary"];

/** The backend knows API tokens, not our session cookie: a signed-in browser gets one minted. */
async function backendAuthorization(request: Request): Promise<string | null> {
  const presented = request.headers.get("authorization");
  if (presented) return presented;
  const viewer = await getCookieViewer(request);
  return viewer ? `Bearer ${mintApiToken(viewer).token}` : null;
}

/** Sends an /api/v1 request on to a separate backend that speaks the same contract. */
export async function forward(request: Request, backendBaseUrl: string): Promise<Response> {
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, backendBaseUrl.replace(/\/$/, "") + "/");
  const headers = new Headers({
    Accept: "application/json",
    "Content-Type": "application/json",
    Locale: requestLocale(request),
    "Request-Time": request.headers.get("request-time") ?? requestTime(),
  });
  const authorization = await backendAuthorization(request);
  if (authorization) headers.set("Authorization", authorization);
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: ["GET", "HEAD"].includes(request.method) ? undefined : await request.text(),
      signal: AbortSignal.timeout(30_000),
    });
    const responseHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    console.error(`[api] forwarding ${request.method} ${url.pathname} failed`, error);
    return localizedErrorResponse(
      new AppError(503, "backend_unavailable", "The service is temporarily unavailable.").withText(
        "serviceUnavailable",
      ),
      requestLocale(request),
    );
  }
}

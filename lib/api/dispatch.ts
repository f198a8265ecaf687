import "server-only";
import { DatabaseUnavailableError } from "@/lib/db/client";
import { isDatabaseUnreachable } from "@/lib/db/errors";
import { isLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";
import { AppError, errorResponse } from "./errors";
import { foreignOriginError } from "./origin";
import { matchRoute } from "./router";
import { apiRoutes } from "./routes";

export const API_PREFIX = "/api/v1/";

export function requestLocale(request: Request): Locale {
  const header = request.headers.get("locale")?.trim().toLowerCase();
  return isLocale(header) ? header : defaultLocale;
}

/** Runs one /api/v1 request against the embedded backend. */
export async function dispatch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : "";
  const result = matchRoute(apiRoutes, request.method, path);

  if (result.kind === "not-found") {
    return errorResponse(new AppError(404, "not_found", "Not found."));
  }
  if (result.kind === "method-not-allowed") {
    return errorResponse(
      new AppError(405, "method_not_allowed", `Method ${request.method} not allowed.`, undefined, {
        Allow: result.allowed.join(", "),
      }),
    );
  }

  const refusal = foreignOriginError(request);
  if (refusal) return errorResponse(refusal);

  const { route, params } = result.match;
  try {
    return await route.handler({ request, url, params, locale: requestLocale(request) });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    if (error instanceof DatabaseUnavailableError || isDatabaseUnreachable(error)) {
      console.error(`[api] ${request.method} ${url.pathname}: database unreachable`, error);
      return errorResponse(
        new AppError(
          503,
          "service_unavailable",
          "The service is temporarily unavailable.",
          undefined,
          {
            "Retry-After": "30",
          },
        ),
      );
    }
    console.error(`[api] ${request.method} ${url.pathname} failed`, error);
    return errorResponse(new AppError(500, "server_error", "Something went wrong on our side."));
  }
}

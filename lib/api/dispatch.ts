import "server-only";
import { DatabaseUnavailableError } from "@/lib/db/client";
import { isDatabaseUnreachable } from "@/lib/db/errors";
import { isLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";
import { AppError, notFound } from "./errors";
import { localizedErrorResponse } from "./localized-errors";
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
  const locale = requestLocale(request);

  if (result.kind === "not-found") {
    return localizedErrorResponse(notFound(), locale);
  }
  if (result.kind === "method-not-allowed") {
    return localizedErrorResponse(
      new AppError(405, "method_not_allowed", `Method ${request.method} not allowed.`, undefined, {
        Allow: result.allowed.join(", "),
      }).withText("methodNotAllowed", { method: request.method }),
      locale,
    );
  }

  const { route, params } = result.match;
  try {
    return await route.handler({ request, url, params, locale });
  } catch (error) {
    if (error instanceof AppError) return localizedErrorResponse(error, locale);
    if (error instanceof DatabaseUnavailableError || isDatabaseUnreachable(error)) {
      console.error(`[api] ${request.method} ${url.pathname}: database unreachable`, error);
      return localizedErrorResponse(
        new AppError(
          503,
          "service_unavailable",
          "The service is temporarily unavailable.",
          undefined,
          { "Retry-After": "30" },
        ).withText("serviceUnavailable"),
        locale,
      );
    }
    console.error(`[api] ${request.method} ${url.pathname} failed`, error);
    return localizedErrorResponse(
      new AppError(500, "server_error", "Something went wrong on our side.").withText(
        "serverError",
      ),
      locale,
    );
  }
}

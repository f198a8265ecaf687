import type { Locale } from "@/lib/i18n/locales";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  locale: Locale;
}

export type RouteHandler = (context: RouteContext) => Promise<Response> | Response;

export interface RouteDefinition {
  method: HttpMethod;
  /** Path below /api/v1 without a leading slash; `:name` captures a segment; a trailing slash is optional. */
  pattern: string;
  handler: RouteHandler;
}

export function defineRoutes(routes: RouteDefinition[]): RouteDefinition[] {
  return routes;
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    if (part.startsWith(":")) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

export type MatchResult =
  | { kind: "match"; match: RouteMatch }
  | { kind: "method-not-allowed"; allowed: HttpMethod[] }
  | { kind: "not-found" };

export function matchRoute(routes: RouteDefinition[], method: string, path: string): MatchResult {
  const segments = segmentsOf(path).map(safeDecode);
  const allowed: HttpMethod[] = [];
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments);
    if (!params) continue;
    if (route.method === method) return { kind: "match", match: { route, params } };
    allowed.push(route.method);
  }
  return allowed.length ? { kind: "method-not-allowed", allowed } : { kind: "not-found" };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

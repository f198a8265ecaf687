import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { isAllowed, pageAccessFor } from "@/lib/auth/guarded-paths";
import { authPath } from "@/lib/auth/return-path";
import { readSessionClaims } from "@/lib/auth/session-claims";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-storage";
import { languageRedirect, storedLocaleFrom } from "@/lib/i18n/redirects";
import { routing } from "@/lib/i18n/routing";

const handleI18nRouting = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Next's own trailing-slash redirect is off so the API serves its paths as written; pages keep theirs.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    return NextResponse.redirect(
      new URL(`/${pathname.replace(/^\/+|\/+$/g, "")}${search}`, request.url),
      308,
    );
  }
  const target = languageRedirect(
    pathname,
    storedLocaleFrom(request.cookies.get(LOCALE_COOKIE)?.value),
  );
  if (target) return NextResponse.redirect(new URL(target + search, request.url));
  if (pathname === "/auth" || pathname.startsWith("/auth/")) return NextResponse.next();

  // A convenience redirect only: every guarded page checks the session again on the server.
  const access = pageAccessFor(pathname);
  if (access && !isAllowed(access, await readSessionClaims(request.cookies))) {
    const response = NextResponse.redirect(new URL(authPath(`${pathname}${search}`), request.url));
    // /auth has no language in its path: it speaks the language of the page that sent the reader.
    const language = pathname.split("/")[1];
    response.cookies.set(LOCALE_COOKIE, language, {
      path: "/",
      maxAge: 60 * 60 * 24 * 365,
      sameSite: "lax",
    });
    return response;
  }
  return handleI18nRouting(request);
}

export const config = {
  matcher: [
    // Generated link-preview images are served as they are, with no language or guard handling.
    "/((?!api|_next|_vercel|locales|.*/opengraph-image|.*\\..*).*)",
    // Any other path with a trailing slash but the API's, so that it loses the slash here.
    "/((?!api/|_next/|_vercel/).+/)",
  ],
};

import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { THEME_SCRIPT } from "@/components/layout/theme-script";
import { bibleAddressRedirect } from "@/lib/bible/page-route";
import { isAllowed, pageAccessFor } from "@/lib/auth/guarded-paths";
import { authPath } from "@/lib/auth/return-path";
import { readSessionClaims } from "@/lib/auth/session-claims";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-storage";
import { pageAddress, pageRouting, rememberLanguage } from "@/lib/i18n/page-routing";
import { languageRedirect, storedLocaleFrom } from "@/lib/i18n/redirects";
import { routing } from "@/lib/i18n/routing";
import {
  contentSecurityPolicy,
  isPrerenderedPage,
  scriptHash,
} from "@/lib/site/content-security-policy";
import { keepBeforeFirstServing } from "@/lib/site/first-render";
import { keptPageResponse } from "@/lib/site/kept-page-response";

const handleI18nRouting = createMiddleware(routing);
const inlineScriptHashes = [scriptHash(THEME_SCRIPT)];

/**
 * The page's policy, and the request as the page renders it: a page rendered per request reads its
 * nonce from the request's Content-Security-Policy header and stamps its scripts with it.
 */
function withContentSecurityPolicy(request: NextRequest) {
  const nonce = isPrerenderedPage(request.nextUrl.pathname)
    ? null
    : Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = contentSecurityPolicy({
    nonce,
    inlineScriptHashes,
    development: process.env.NODE_ENV === "development",
    https: (process.env.SITE_URL ?? "").startsWith("https://"),
    googleSignIn: Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET),
  });
  // A prerendered page has no nonce to read: its request goes on as it came.
  if (nonce === null) return { policy, request };
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  return { policy, request: new NextRequest(request, { headers }) };
}

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
  const bibleAddress = bibleAddressRedirect(pathname);
  if (bibleAddress) {
    return NextResponse.redirect(
      new URL(bibleAddress.location + search, request.url),
      bibleAddress.permanent ? 308 : 307,
    );
  }
  const secured = withContentSecurityPolicy(request);
  if (pathname === "/auth" || pathname.startsWith("/auth/")) {
    const response = NextResponse.next({ request: { headers: secured.request.headers } });
    response.headers.set("Content-Security-Policy", secured.policy);
    return response;
  }

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
  const address = pageAddress(pathname);
  if (isPrerenderedPage(pathname)) {
    const kept = address && keptPageResponse(request, address.internalPath);
    if (kept) {
      rememberLanguage(request, kept, address.locale);
      kept.headers.set("Content-Security-Policy", secured.policy);
      return kept;
    }
    await keepBeforeFirstServing(request, pathname);
  }
  const response = pageRouting(secured.request, address) ?? handleI18nRouting(secured.request);
  response.headers.set("Content-Security-Policy", secured.policy);
  return response;
}

export const config = {
  matcher: [
    // Generated link-preview images are served as they are, with no language or guard handling.
    "/((?!api|_next|_vercel|locales|.*/opengraph-image|.*\\..*).*)",
    // Any other path with a trailing slash but the API's, so that it loses the slash here.
    "/((?!api/|_next/|_vercel/).+/)",
  ],
};

import { BookOpen } from "@/components/icons";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import NextLink from "next/link";
import { redirect } from "next/navigation";
import { AuthForm } from "@/components/auth/auth-form";
import { AuthLanguageToggle } from "@/components/auth/auth-language-toggle";
import { isGoogleEnabled } from "@/lib/auth/config";
import { pageAccessFor } from "@/lib/auth/guarded-paths";
import { safeReturnPath } from "@/lib/auth/return-path";
import { getViewer } from "@/lib/auth/session";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-storage";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { storedLocaleFrom } from "@/lib/i18n/redirects";

export const dynamic = "force-dynamic";

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const modeFrom = (query: Record<string, string | string[] | undefined>) =>
  single(query.mode) === "signup" ? "signup" : "signin";

async function authTitles() {
  const locale = storedLocaleFrom((await cookies()).get(LOCALE_COOKIE)?.value);
  const t = await getTranslations({ locale, namespace: "Auth" });
  const site = await getTranslations({ locale, namespace: "Metadata" });
  return {
    signin: `${t("metaTitle")} | ${site("siteName")}`,
    signup: `${t("signUpMetaTitle")} | ${site("siteName")}`,
  };
}

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<Metadata> {
  return { title: (await authTitles())[modeFrom(await searchParams)] };
}

export default async function AuthPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const callbackUrl = safeReturnPath(single(query.callbackUrl), "/");
  const viewer = await getViewer();
  // A member has nothing to do here; a guest may still sign in or create an account.
  if (viewer && !viewer.isGuest) redirect(callbackUrl);

  const locale = storedLocaleFrom((await cookies()).get(LOCALE_COOKIE)?.value);
  const nav = await getTranslations({ locale, namespace: "Nav" });
  const callbackAccess = pageAccessFor(callbackUrl.split(/[?#]/)[0]);
  const guestCallbackUrl =
    callbackAccess && !callbackAccess.allowGuest ? `/${locale}` : callbackUrl;

  return (
    <div className="flex flex-1 flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <NextLink
          href={`/${locale}`}
          className="flex items-center gap-2 font-serif text-xl font-semibold"
        >
          <BookOpen className="text-primary size-6" aria-hidden />
          <span>{nav("brand")}</span>
        </NextLink>
        <AuthLanguageToggle />
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0"
      >
        <AuthForm
          initialMode={modeFrom(query)}
          callbackUrl={callbackUrl}
          guestCallbackUrl={guestCallbackUrl}
          biblePath={localizedPathname({ locale, href: "/bible" })}
          googleEnabled={isGoogleEnabled()}
          isGuest={viewer?.isGuest ?? false}
          oauthError={Boolean(single(query.error))}
          titles={await authTitles()}
        />
      </main>
    </div>
  );
}

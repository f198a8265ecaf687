"use client";

// Sign-in lives at /auth, outside the language routes, so those links use next/link directly.
import { Crown, LogOut } from "lucide-react";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { forgetViewer, useViewer } from "@/hooks/use-viewer";
import { signOutEverywhere } from "@/lib/auth/client";
import { setFlash } from "@/lib/auth/flash";
import { pageAccessFor } from "@/lib/auth/guarded-paths";
import { Link } from "@/lib/i18n/navigation";
import { hideLoadingOverlay, showLoadingOverlay } from "@/lib/ui/loading-overlay";
import { cn } from "@/lib/ui/cn";

/** The account corner of the navigation: what it shows depends on who is looking. */
export function NavAccount({
  layout = "inline",
  onNavigate,
}: {
  layout?: "inline" | "stacked";
  onNavigate?: () => void;
}) {
  const t = useTranslations("Nav");
  const toasts = useTranslations("AuthToasts");
  const viewer = useViewer();
  const locale = useLocale();
  const [signingOut, setSigningOut] = useState(false);
  const stacked = layout === "stacked";

  if (viewer.status === "loading") {
    return (
      <Skeleton
        className={cn("h-8", stacked ? "w-full" : "w-28")}
        aria-hidden
        data-testid="nav-account-loading"
      />
    );
  }

  if (viewer.status === "visitor") {
    return (
      <div className={cn("flex gap-2", stacked && "flex-col")}>
        <Button asChild variant="ghost" size="sm">
          <NextLink href="/auth?mode=signin" onClick={onNavigate}>
            {t("signIn")}
          </NextLink>
        </Button>
        <Button asChild size="sm">
          <NextLink href="/auth?mode=signup" onClick={onNavigate}>
            {t("signUp")}
          </NextLink>
        </Button>
      </div>
    );
  }

  async function handleSignOut() {
    setSigningOut(true);
    showLoadingOverlay();
    try {
      await signOutEverywhere();
    } catch {
      hideLoadingOverlay();
      toast.error(toasts("signOutFailed"));
      setSigningOut(false);
      return;
    }
    onNavigate?.();
    // A guarded page has nothing left to show: go home, where the toast is waiting.
    if (pageAccessFor(window.location.pathname)) {
      setFlash("signedOut");
      // A full load, like next-auth's own sign-out: nothing of the signed-in page survives in memory.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`/${locale}`);
      return;
    }
    forgetViewer();
    hideLoadingOverlay();
    toast.success(toasts("signedOut"));
    setSigningOut(false);
  }

  return (
    <div
      className={cn("flex items-center gap-2", stacked && "flex-col items-stretch")}
      data-testid="nav-account"
    >
      {viewer.isPremium ? (
        <Badge
          variant="accent"
          className={cn("gap-1 px-2.5 py-1", stacked && "self-start")}
          data-testid="premium-badge"
        >
          <Crown aria-hidden />
          {t("premium")}
        </Badge>
      ) : viewer.isGuest ? (
        <Badge variant="secondary" className={cn("px-2.5 py-1", stacked && "self-start")}>
          {t("guest")}
        </Badge>
      ) : (
        <Button asChild size="sm" variant="outline">
          <Link href="/upgrade" onClick={onNavigate}>
            <Crown aria-hidden />
            {t("upgrade")}
          </Link>
        </Button>
      )}
      {viewer.photoUrl ? (
        // Google photos are small remote images; next/image would need their host configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={viewer.photoUrl}
          alt={t("profilePhoto")}
          width={32}
          height={32}
          referrerPolicy="no-referrer"
          className={cn("size-8 rounded-full border object-cover", stacked && "self-start")}
        />
      ) : null}
      <Button variant="ghost" size="sm" onClick={handleSignOut} disabled={signingOut}>
        {signingOut ? <Spinner aria-label={t("signingOut")} /> : <LogOut aria-hidden />}
        {t("signOut")}
      </Button>
    </div>
  );
}

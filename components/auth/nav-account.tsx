"use client";

// Plain next/link with finished paths: the typed router of next-intl stays out of every page's bundle.
import { Crown, LogOut } from "lucide-react";
import NextLink from "next/link";
import { useState } from "react";
import { toast } from "@/lib/ui/toast";
import type { ShellLabels } from "@/components/layout/shell-labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { forgetViewer, useViewer } from "@/hooks/use-viewer";
import { signOutEverywhere } from "@/lib/auth/client";
import { setFlash } from "@/lib/auth/flash";
import { pageAccessFor } from "@/lib/auth/guarded-paths";
import { hideLoadingOverlay, showLoadingOverlay } from "@/lib/ui/loading-overlay";
import { clsx } from "clsx";

/** The account corner of the navigation: what it shows depends on who is looking. */
export function NavAccount({
  labels: { locale, nav, toasts },
  layout = "inline",
  onNavigate,
}: {
  labels: ShellLabels;
  layout?: "inline" | "stacked";
  onNavigate?: () => void;
}) {
  const viewer = useViewer();
  const [signingOut, setSigningOut] = useState(false);
  const stacked = layout === "stacked";

  if (viewer.status === "loading") {
    return (
      <Skeleton
        className={clsx("h-8", stacked ? "w-full" : "w-28")}
        aria-hidden
        data-testid="nav-account-loading"
      />
    );
  }

  if (viewer.status === "visitor") {
    return (
      <div className={clsx("flex gap-2", stacked && "flex-col")}>
        <Button asChild variant="ghost" size="sm">
          <NextLink href="/auth?mode=signin" onClick={onNavigate}>
            {nav.signIn}
          </NextLink>
        </Button>
        <Button asChild size="sm">
          <NextLink href="/auth?mode=signup" onClick={onNavigate}>
            {nav.signUp}
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
      toast.error(toasts.signOutFailed);
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
    toast.success(toasts.signedOut);
    setSigningOut(false);
  }

  return (
    <div
      className={clsx("flex items-center gap-2", stacked && "flex-col items-stretch")}
      data-testid="nav-account"
    >
      {viewer.isPremium ? (
        <Badge
          variant="accent"
          className={clsx("gap-1 px-2.5 py-1", stacked && "self-start")}
          data-testid="premium-badge"
        >
          <Crown aria-hidden />
          {nav.premium}
        </Badge>
      ) : viewer.isGuest ? (
        <Badge variant="secondary" className={clsx("px-2.5 py-1", stacked && "self-start")}>
          {nav.guest}
        </Badge>
      ) : (
        <Button asChild size="sm" variant="outline">
          <NextLink href={`/${locale}/upgrade`} onClick={onNavigate}>
            <Crown aria-hidden />
            {nav.upgrade}
          </NextLink>
        </Button>
      )}
      {viewer.photoUrl ? (
        // Google photos are small remote images; next/image would need their host configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={viewer.photoUrl}
          alt={nav.profilePhoto}
          width={32}
          height={32}
          referrerPolicy="no-referrer"
          className={clsx("size-8 rounded-full border object-cover", stacked && "self-start")}
        />
      ) : null}
      <Button variant="ghost" size="sm" onClick={handleSignOut} disabled={signingOut}>
        {signingOut ? <Spinner aria-label={nav.signingOut} /> : <LogOut aria-hidden />}
        {nav.signOut}
      </Button>
    </div>
  );
}

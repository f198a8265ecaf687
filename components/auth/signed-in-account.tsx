"use client";

import { clsx } from "clsx";
import { Crown, LogOut } from "@/components/icons";
import NextLink from "next/link";
import { useState } from "react";
import type { ShellLabels } from "@/components/layout/shell-labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { forgetViewer, type Viewer } from "@/hooks/use-viewer";
import { signOutEverywhere } from "@/lib/auth/client";
import { setFlash } from "@/lib/auth/flash";
import { pageAccessFor } from "@/lib/auth/guarded-paths";
import { hideLoadingOverlay, showLoadingOverlay } from "@/lib/ui/loading-overlay";
import { toast } from "@/lib/ui/toast";

/** The account corner for someone signed in: plan, photo and sign-out. Loaded only for them. */
export default function SignedInAccount({
  viewer,
  labels: { locale, nav, toasts },
  stacked,
  onNavigate,
}: {
  viewer: Extract<Viewer, { status: "signed-in" }>;
  labels: ShellLabels;
  stacked: boolean;
  onNavigate?: () => void;
}) {
  const [signingOut, setSigningOut] = useState(false);

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

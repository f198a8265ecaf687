"use client";

import { clsx } from "clsx";
// Plain next/link with finished paths: the typed router of next-intl stays out of every page's bundle.
import NextLink from "next/link";
import { lazy, Suspense } from "react";
import type { ShellLabels } from "@/components/layout/shell-labels";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useViewer } from "@/hooks/use-viewer";

// Most readers are visitors: the signed-in corner (and the sign-out code) loads only for members;
// offline, on a device that never loaded it, the corner stays empty rather than break the page.
const SignedInAccount = lazy(() =>
  import("./signed-in-account").catch(
    () => ({ default: () => null }) as unknown as typeof import("./signed-in-account"),
  ),
);

/** The account corner of the navigation: what it shows depends on who is looking. */
export function NavAccount({
  labels,
  layout = "inline",
  onNavigate,
}: {
  labels: ShellLabels;
  layout?: "inline" | "stacked";
  onNavigate?: () => void;
}) {
  const viewer = useViewer();
  const stacked = layout === "stacked";
  const loading = (
    <Skeleton
      className={clsx("h-8", stacked ? "w-full" : "w-28")}
      aria-hidden
      data-testid="nav-account-loading"
    />
  );

  if (viewer.status === "loading") return loading;

  if (viewer.status === "visitor") {
    return (
      <div className={clsx("flex gap-2", stacked && "flex-col")}>
        <Button asChild variant="ghost" size="sm">
          <NextLink href="/auth?mode=signin" onClick={onNavigate}>
            {labels.nav.signIn}
          </NextLink>
        </Button>
        <Button asChild size="sm">
          <NextLink href="/auth?mode=signup" onClick={onNavigate}>
            {labels.nav.signUp}
          </NextLink>
        </Button>
      </div>
    );
  }

  return (
    <Suspense fallback={loading}>
      <SignedInAccount viewer={viewer} labels={labels} stacked={stacked} onNavigate={onNavigate} />
    </Suspense>
  );
}

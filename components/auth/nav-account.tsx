"use client";

// Sign-in lives at /auth, outside the language routes, so these links use next/link directly.
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useViewer } from "@/hooks/use-viewer";
import { cn } from "@/lib/ui/cn";

/** The account corner of the navigation: sign-in links for visitors. */
export function NavAccount({ layout = "inline", onNavigate }: { layout?: "inline" | "stacked"; onNavigate?: () => void }) {
  const t = useTranslations("Nav");
  const viewer = useViewer();
  if (viewer.status !== "visitor") return null;

  return (
    <div className={cn("flex gap-2", layout === "stacked" && "flex-col")}>
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

"use client";

import { useTranslations } from "next-intl";
import { NavAccount } from "@/components/auth/nav-account";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { LanguageToggle } from "./language-toggle";
import { NavLinks } from "./nav-links";

export function MobileMenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("Nav");
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={t("closeMenu")} className="w-72">
        <SheetHeader>
          <SheetTitle>{t("menuTitle")}</SheetTitle>
        </SheetHeader>
        <nav aria-label={t("primary")} className="flex flex-col gap-6 px-4 pb-6">
          <NavLinks orientation="vertical" onNavigate={close} />
          <LanguageToggle className="self-start" />
          <NavAccount layout="stacked" onNavigate={close} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}

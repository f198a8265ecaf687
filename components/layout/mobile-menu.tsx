"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { NavAccount } from "@/components/auth/nav-account";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { LanguageToggle } from "./language-toggle";
import { NavLinks } from "./nav-links";

export function MobileMenu() {
  const t = useTranslations("Nav");
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("openMenu")}>
          <Menu className="size-5" aria-hidden />
        </Button>
      </SheetTrigger>
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

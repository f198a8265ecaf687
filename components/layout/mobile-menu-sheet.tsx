"use client";

import { NavAccount } from "@/components/auth/nav-account";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { LanguageToggle } from "./language-toggle";
import { NavLinks, type NavLinkItem } from "./nav-links";
import type { ShellIcons } from "./shell-icons";
import type { ShellLabels } from "./shell-labels";

export function MobileMenuSheet({
  labels,
  navItems,
  icons,
  open,
  onOpenChange,
}: {
  labels: ShellLabels;
  navItems: NavLinkItem[];
  icons: ShellIcons;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={labels.nav.closeMenu} className="w-72">
        <SheetHeader>
          <SheetTitle>{labels.nav.menuTitle}</SheetTitle>
        </SheetHeader>
        <nav aria-label={labels.nav.primary} className="flex flex-col gap-6 px-4 pb-6">
          <NavLinks items={navItems} orientation="vertical" onNavigate={close} />
          <LanguageToggle
            locale={labels.locale}
            labels={labels.language}
            icon={icons.language}
            className="self-start"
          />
          <NavAccount labels={labels} layout="stacked" onNavigate={close} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}

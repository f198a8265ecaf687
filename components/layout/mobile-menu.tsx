"use client";

import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { MobileMenuSheet as MobileMenuSheetType } from "./mobile-menu-sheet";
import type { NavLinkItem } from "./nav-links";
import type { ShellIcons } from "./shell-icons";
import type { ShellLabels } from "./shell-labels";

// The drawer (and its dialog code) downloads on the first tap, not with every page; offline, on a
// device that never loaded it, the button does nothing rather than break the page.
const MobileMenuSheet = lazy(() =>
  import("./mobile-menu-sheet").then(
    (module) => ({ default: module.MobileMenuSheet }),
    () => ({ default: (() => null) as unknown as typeof MobileMenuSheetType }),
  ),
);

export function MobileMenu({
  labels,
  navItems,
  icons,
}: {
  labels: ShellLabels;
  navItems: NavLinkItem[];
  icons: ShellIcons;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="xl:hidden"
        aria-label={labels.nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {icons.menu}
      </Button>
      {requested && (
        <Suspense>
          <MobileMenuSheet
            labels={labels}
            navItems={navItems}
            icons={icons}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}

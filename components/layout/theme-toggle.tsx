"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { THEME_STORAGE_KEY } from "./theme-script";

/** `children`: the icons, drawn by the server (a sun shown in light mode, a moon in dark). */
export function ThemeToggle({ label, children }: { label: string; children: ReactNode }) {
  function toggle() {
    const dark = document.documentElement.classList.toggle("dark");
    try {
      localStorage.setItem(THEME_STORAGE_KEY, dark ? "dark" : "light");
    } catch {
      // Without storage the choice lasts for this page only.
    }
  }

  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      {children}
    </Button>
  );
}

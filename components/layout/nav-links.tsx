"use client";

import { useTranslations } from "next-intl";
import { useViewer } from "@/hooks/use-viewer";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { cn } from "@/lib/ui/cn";
import { NAV_ITEMS } from "./nav-items";

export function NavLinks({
  orientation = "horizontal",
  onNavigate,
}: {
  orientation?: "horizontal" | "vertical";
  onNavigate?: () => void;
}) {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  const viewer = useViewer();
  const isMember = viewer.status === "signed-in" && !viewer.isGuest;

  return (
    <ul className={cn("flex gap-1", orientation === "vertical" ? "flex-col" : "items-center")}>
      {NAV_ITEMS.filter((item) => !item.membersOnly || isMember).map((item) => {
        const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "text-muted-foreground hover:bg-accent hover:text-accent-foreground block rounded-md px-3 py-2 text-sm font-medium transition-colors",
                active && "bg-secondary text-foreground",
                orientation === "vertical" && "text-base",
              )}
            >
              {t(item.labelKey)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

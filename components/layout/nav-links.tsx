"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useViewer } from "@/hooks/use-viewer";

export interface NavLinkItem {
  /** The page's path in the current language, e.g. `/sw/biblia`. */
  href: string;
  label: string;
  /** Shown only to signed-in members who are not guests. */
  membersOnly?: boolean;
}

export function NavLinks({
  items,
  orientation = "horizontal",
  onNavigate,
}: {
  items: NavLinkItem[];
  orientation?: "horizontal" | "vertical";
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const viewer = useViewer();
  const isMember = viewer.status === "signed-in" && !viewer.isGuest;

  return (
    <ul className={clsx("flex gap-1", orientation === "vertical" ? "flex-col" : "items-center")}>
      {items
        .filter((item) => !item.membersOnly || isMember)
        .map((item) => {
          const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "text-muted-foreground hover:bg-accent hover:text-accent-foreground block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
                  active && "bg-secondary text-foreground",
                  orientation === "vertical" && "text-base",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
    </ul>
  );
}

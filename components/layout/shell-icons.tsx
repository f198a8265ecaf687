import "server-only";
import { Languages, Menu } from "@/components/icons";

/** The header's icons, drawn on the server so its client components carry no icon code. */
export function shellIcons() {
  return {
    menu: <Menu className="size-5" aria-hidden />,
    language: <Languages className="size-4" aria-hidden />,
  };
}

export type ShellIcons = ReturnType<typeof shellIcons>;

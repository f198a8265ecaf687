"use client";

import { useTranslations } from "next-intl";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { SessionList, type SessionListProps } from "./session-list";

interface SessionDrawerProps extends SessionListProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Under 768 px the sessions slide in from the side; choosing one closes the drawer. */
export default function SessionDrawer({ open, onOpenChange, ...list }: SessionDrawerProps) {
  const t = useTranslations("Chat");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-80 max-w-[85vw] gap-0 pt-2"
        closeLabel={t("sidebar.close")}
        // Escape in a session being renamed cancels the rename, not the drawer.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest("[data-renaming]"))
            event.preventDefault();
        }}
      >
        <SheetHeader className="px-4 pt-2 pb-0">
          <SheetTitle>{t("sidebar.title")}</SheetTitle>
          <SheetDescription className="sr-only">{t("sidebar.description")}</SheetDescription>
        </SheetHeader>
        <div className="flex min-h-0 flex-1 flex-col pt-2">
          <SessionList
            {...list}
            titled={false}
            onSelect={(id) => {
              list.onSelect(id);
              onOpenChange(false);
            }}
            onNew={() => {
              list.onNew();
              onOpenChange(false);
            }}
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}

"use client";

import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { connectToaster } from "@/lib/ui/toast";

/** Sonner, loaded with the first toast. Its own effects subscribe before this one connects. */
export default function SonnerToaster() {
  useEffect(
    () =>
      connectToaster(({ kind, title, options: { link, ...options } = {} }) => {
        toast[kind](title, {
          ...options,
          action: link ? (
            <a href={link.href} className="ui-button ui-button-default ui-button-size-sm ml-auto">
              {link.label}
            </a>
          ) : undefined,
        });
      }),
    [],
  );
  // Theme tokens instead of sonner's rich colours, whose success toast falls below 4.5:1 contrast.
  return (
    <Toaster
      position="top-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: "!bg-popover !text-popover-foreground !border-border font-sans shadow-lg",
          description: "!text-muted-foreground",
          success: "[&_[data-icon]]:!text-primary",
          error: "!border-destructive/60 [&_[data-icon]]:!text-destructive",
        },
      }}
    />
  );
}

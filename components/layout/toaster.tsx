"use client";

import { Toaster as Sonner } from "sonner";

// Theme tokens instead of sonner's rich colours, whose success toast falls below 4.5:1 contrast.
export function Toaster() {
  return (
    <Sonner
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

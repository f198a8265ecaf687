"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import { Toaster, toast } from "sonner";
import type { Locale } from "@/lib/i18n/locales";
import { connectToaster } from "@/lib/ui/toast";

/** Sonner's own phone layout (full-width toasts) starts below this width. */
const DESKTOP_QUERY = "(min-width: 601px)";
/** The sticky header's height (h-16) plus a gap: phone toasts sit just below it. */
const BELOW_HEADER = "72px";

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;

/** Sonner, loaded with the first toast. Its own effects subscribe before this one connects. */
export default function SonnerToaster({ locale }: { locale: Locale }) {
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    // A toast in the language just left would stay on screen untranslated.
    toast.dismiss();
  }, [locale]);

  useEffect(
    () =>
      connectToaster(({ kind, title, options: { link, action, ...options } = {} }) => {
        toast[kind](title, {
          ...options,
          action: link ? (
            <a href={link.href} className="ui-button ui-button-default ui-button-size-sm ml-auto">
              {link.label}
            </a>
          ) : action ? (
            <button
              type="button"
              onClick={action.onClick}
              className="ui-button ui-button-default ui-button-size-sm ml-auto"
            >
              {action.label}
            </button>
          ) : undefined,
        });
      }),
    [],
  );
  const desktop = useSyncExternalStore(subscribeToWidth, isDesktop, () => true);
  // Toasts never cover the navigation: bottom-right on a desktop, below the sticky header on a phone.
  // Theme tokens instead of sonner's rich colours, whose success toast falls below 4.5:1 contrast.
  return (
    <Toaster
      position={desktop ? "bottom-right" : "top-center"}
      mobileOffset={{ top: BELOW_HEADER }}
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

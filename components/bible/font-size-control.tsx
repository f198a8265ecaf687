"use client";

import { useLayoutEffect, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import {
  DEFAULT_FONT_SIZE_STEP,
  FONT_SIZE_PROPERTY,
  FONT_SIZE_STEPS,
  FONT_SIZE_STORAGE_KEY,
  storedFontSizeStep,
} from "./font-size";
import type { ReaderIcons } from "./reader-icons";
import type { ReaderLabels } from "./reader-labels";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function applyStep(step: number) {
  document.documentElement.style.setProperty(FONT_SIZE_PROPERTY, FONT_SIZE_STEPS[step]);
}

function chooseStep(step: number) {
  applyStep(step);
  try {
    window.localStorage.setItem(FONT_SIZE_STORAGE_KEY, String(step));
  } catch {
    // The size still applies to this visit.
  }
  for (const listener of listeners) listener();
}

/** Smaller and larger verse text, remembered on the device. */
export function FontSizeControl({
  labels,
  icons,
}: {
  labels: ReaderLabels["fontSize"];
  icons: Pick<ReaderIcons, "smaller" | "larger">;
}) {
  const step = useSyncExternalStore(subscribe, storedFontSizeStep, () => DEFAULT_FONT_SIZE_STEP);
  // A language switch redraws <html> without the head script running again: the size the
  // buttons show is applied again before the verses paint.
  useLayoutEffect(() => applyStep(step), [step]);
  return (
    <div role="group" aria-label={labels.textSize} className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        onClick={() => chooseStep(step - 1)}
        disabled={step <= 0}
        aria-label={labels.smallerText}
        title={labels.smallerText}
      >
        {icons.smaller}
      </Button>
      <Button
        variant="outline"
        size="icon"
        onClick={() => chooseStep(step + 1)}
        disabled={step >= FONT_SIZE_STEPS.length - 1}
        aria-label={labels.largerText}
        title={labels.largerText}
      >
        {icons.larger}
      </Button>
    </div>
  );
}

"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { clsx } from "clsx";
import type { ReaderLabels } from "./reader-labels";
import { SEGMENT_ITEM, SEGMENT_ITEM_ACTIVE } from "./testament-labels";
import { TESTAMENT_PARAM, testamentFromSearch, type TestamentParam } from "./testament-param";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

function choose(testament: TestamentParam) {
  const url = new URL(window.location.href);
  if (testament === "new") url.searchParams.set(TESTAMENT_PARAM, "new");
  else url.searchParams.delete(TESTAMENT_PARAM);
  window.history.replaceState(window.history.state, "", url);
  for (const listener of listeners) listener();
}

/**
 * The books page's Old/New Testament toggle; the grids it shows and hides come as children,
 * led by the server-rendered `TestamentScript`, which applies `?testament=new` before paint.
 */
export function TestamentTabs({
  labels,
  children,
}: {
  labels: ReaderLabels["testaments"];
  children: ReactNode;
}) {
  const active = useSyncExternalStore(
    subscribe,
    () => testamentFromSearch(window.location.search),
    () => "old" as const,
  );
  const options: Array<{ value: TestamentParam; label: string }> = [
    { value: "old", label: labels.oldTestament },
    { value: "new", label: labels.newTestament },
  ];
  return (
    <div
      data-active-testament={active}
      suppressHydrationWarning
      className="group/testaments space-y-6"
    >
      <div
        role="group"
        aria-label={labels.testament}
        className="bg-muted grid w-full max-w-sm grid-cols-2 gap-1 rounded-md p-1"
      >
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={active === option.value}
            onClick={() => choose(option.value)}
            className={clsx(SEGMENT_ITEM, active === option.value && SEGMENT_ITEM_ACTIVE)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}

import type { ComponentProps } from "react";
import { cn } from "@/lib/ui/cn";

/**
 * A fixed-height scroll area made of CSS alone: the reader's long lists scroll natively (momentum
 * on phones, keyboard once focused) without shipping a scrollbar script to every page.
 */
export function ScrollPanel({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-scroll-panel
      className={cn(
        "[scrollbar-width:thin] [scrollbar-color:var(--color-border)_transparent] overscroll-contain",
        className,
      )}
      {...props}
    />
  );
}

import type { ComponentProps, ReactNode } from "react";
import { clsx } from "clsx";

/**
 * A native select styled like the other fields: phones open their own picker (the quickest way
 * through 150 psalms) and it costs no JavaScript. `icon`: the chevron, drawn by the caller (the
 * server, where it can be) so this primitive carries no icon code.
 */
export function NativeSelect({
  className,
  children,
  icon,
  ...props
}: ComponentProps<"select"> & { icon: ReactNode }) {
  return (
    <div className={clsx("relative min-w-0", className)}>
      <select
        className="border-input bg-background focus-visible:border-ring focus-visible:ring-ring/50 dark:bg-input/30 h-9 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border py-1 pr-8 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50 dark:[color-scheme:dark]"
        {...props}
      >
        {children}
      </select>
      <span className="text-muted-foreground pointer-events-none absolute top-1/2 right-2.5 flex -translate-y-1/2 [&_svg]:size-4">
        {icon}
      </span>
    </div>
  );
}

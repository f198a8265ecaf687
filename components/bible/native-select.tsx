import type { ComponentProps, ReactNode } from "react";
import { clsx } from "clsx";

/**
 * A native select styled like the other fields: phones open their own picker, which is the
 * quickest way through 150 psalms, and it costs no JavaScript.
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
      {icon}
    </div>
  );
}

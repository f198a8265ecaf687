import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { clsx } from "clsx";

function Spinner({
  className,
  "aria-label": ariaLabel = "Loading",
  ...props
}: React.ComponentProps<"svg">) {
  return (
    <Loader2Icon
      data-slot="spinner"
      role="status"
      aria-label={ariaLabel}
      className={clsx("ui-spinner", className)}
      {...props}
    />
  );
}

export { Spinner };

import * as React from "react";
import { LoaderCircle } from "@/components/icons";

import { clsx } from "clsx";

function Spinner({
  className,
  "aria-label": ariaLabel = "Loading",
  ...props
}: React.ComponentProps<"svg">) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role="status"
      aria-label={ariaLabel}
      className={clsx("ui-spinner", className)}
      {...props}
    />
  );
}

export { Spinner };

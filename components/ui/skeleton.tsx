import * as React from "react";

import { clsx } from "clsx";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={clsx("ui-skeleton", className)} {...props} />;
}

export { Skeleton };

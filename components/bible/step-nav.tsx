import { ArrowLeft, ArrowRight } from "@/components/icons";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/server-link";

export interface Step {
  href: ComponentProps<typeof Link>["href"];
  label: string;
}

/** The previous and next page of a sequence (books, verses); the next one stays right when alone. */
export function StepNav({
  label,
  previous,
  next,
  className = "",
}: {
  label: string;
  previous: Step | null;
  next: Step | null;
  className?: string;
}) {
  return (
    <nav
      aria-label={label}
      className={`flex flex-wrap items-center justify-between gap-3 border-t pt-4 ${className}`}
    >
      <div>
        {previous && (
          <Button asChild variant="outline">
            <Link href={previous.href} prefetch={false} rel="prev">
              <ArrowLeft aria-hidden />
              {previous.label}
            </Link>
          </Button>
        )}
      </div>
      <div className="ml-auto">
        {next && (
          <Button asChild variant="outline">
            <Link href={next.href} prefetch={false} rel="next">
              {next.label}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </div>
    </nav>
  );
}

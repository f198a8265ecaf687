"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/lib/ui/toast";

/** A plan day's "read" box: ticking it marks every reading of the day, unticking clears them. */
export function DayDoneToggle({ slug, day, done }: { slug: string; day: number; done: boolean }) {
  const t = useTranslations("PlanActions");
  const router = useRouter();
  const [checked, setChecked] = useState(done);
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();

  async function change(next: boolean) {
    setChecked(next);
    setBusy(true);
    try {
      await apiRequest(`plans/${slug}/enrollment/days/${day}/`, {
        method: "PUT",
        body: { done: next },
      });
      toast.success(t(next ? "dayMarked" : "dayUnmarked", { day }), { id: `plan-${slug}` });
      startTransition(() => router.refresh());
    } catch {
      setChecked(!next);
      toast.error(t("failed"), { id: `plan-${slug}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Checkbox
      checked={checked}
      disabled={busy}
      aria-label={t("markDay", { day })}
      onCheckedChange={(value) => change(value === true)}
      className="size-5"
    />
  );
}

import { apiRequest } from "@/lib/api/client";
import type { ReadingReportResult } from "@/lib/plans/schemas";
import { toast } from "@/lib/ui/toast";
import type { PlanTrackerLabels } from "./plan-reading-tracker";

/** Reports a plan reading read to its end and offers the day's next reading (or the plan). */
export async function reportPlanReading({
  plan,
  day,
  bookId,
  chapter,
  labels,
}: {
  plan: string;
  day: number;
  bookId: string;
  chapter: number;
  labels: PlanTrackerLabels;
}): Promise<void> {
  try {
    const { day_completed, next_reading } = await apiRequest<ReadingReportResult>(
      `plans/${plan}/enrollment/readings/`,
      { method: "POST", body: { day, book: bookId, chapter } },
    );
    const link = next_reading
      ? {
          label: labels.nextReading.replace("{reference}", next_reading.label),
          href: next_reading.href,
        }
      : { label: labels.backToPlan, href: labels.planPath.replace("__plan__", plan) };
    const title = day_completed ? labels.dayComplete.replace("{day}", String(day)) : labels.marked;
    toast.success(title, { id: `plan-${plan}`, link });
  } catch {
    // Not signed in, or no longer in the plan: the reading goes on without a word.
  }
}

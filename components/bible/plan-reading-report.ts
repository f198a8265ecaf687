import { apiRequest } from "@/lib/api/client";
import type { Locale } from "@/lib/i18n/locales";
import type { ReadingReportResult } from "@/lib/plans/schemas";
import { toast } from "@/lib/ui/toast";
import { loadReaderTexts } from "./load-reader-texts";

/** Reports a plan reading read to its end and offers the day's next reading (or the plan). */
export async function reportPlanReading({
  plan,
  day,
  locale,
  bookId,
  chapter,
  reference,
}: {
  plan: string;
  day: number;
  locale: Locale;
  bookId: string;
  chapter: number;
  reference: string;
}): Promise<void> {
  try {
    const [{ day_completed, next_reading }, texts] = await Promise.all([
      apiRequest<ReadingReportResult>(`plans/${plan}/enrollment/readings/`, {
        method: "POST",
        body: { day, book: bookId, chapter },
      }),
      loadReaderTexts(locale),
    ]);
    // Recorded all the same; without its texts the toast is not shown.
    if (!texts) return;
    const labels = texts.planTracker;
    const link = next_reading
      ? {
          label: labels.nextReading.replace("{reference}", next_reading.label),
          href: next_reading.href,
        }
      : { label: labels.backToPlan, href: labels.planPath.replace("__plan__", plan) };
    const title = day_completed
      ? labels.dayComplete.replace("{day}", String(day))
      : labels.marked.replace("{reference}", reference);
    toast.success(title, { id: `plan-${plan}`, link });
  } catch {
    // Not signed in, or no longer in the plan: the reading goes on without a word.
  }
}

"use client";

import { Play, RotateCcw, LogOut, CalendarClock } from "@/components/icons";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/lib/ui/toast";

type Action = "start" | "catch-up" | "restart" | "leave";

const REQUESTS: Record<Action, { path: string; method: "POST" | "DELETE" }> = {
  start: { path: "", method: "POST" },
  "catch-up": { path: "catch-up/", method: "POST" },
  restart: { path: "restart/", method: "POST" },
  leave: { path: "", method: "DELETE" },
};

const DONE_TEXT = {
  start: "started",
  "catch-up": "caughtUp",
  restart: "restarted",
  leave: "left",
} as const;

/** Calls one of the plan's member actions, says how it went and redraws the page. */
function usePlanAction(slug: string) {
  const t = useTranslations("PlanActions");
  const router = useRouter();
  const [busy, setBusy] = useState<Action | null>(null);
  const [, startTransition] = useTransition();
  async function run(action: Action) {
    setBusy(action);
    try {
      const { path, method } = REQUESTS[action];
      await apiRequest(`plans/${slug}/enrollment/${path}`, { method });
      toast.success(t(DONE_TEXT[action]), { id: `plan-${slug}` });
      startTransition(() => router.refresh());
    } catch {
      toast.error(t("failed"), { id: `plan-${slug}` });
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

/** The start button of a member not yet in the plan. */
export function StartPlanButton({ slug }: { slug: string }) {
  const t = useTranslations("PlanActions");
  const { busy, run } = usePlanAction(slug);
  return (
    <Button onClick={() => run("start")} disabled={busy !== null} aria-busy={busy !== null}>
      <Play aria-hidden />
      {t("start")}
    </Button>
  );
}

/** Catching up, restarting and leaving, for a member in the plan. */
export function EnrolledPlanActions({ slug, behind }: { slug: string; behind: boolean }) {
  const t = useTranslations("PlanActions");
  const { busy, run } = usePlanAction(slug);
  const confirmable = (action: "restart" | "leave", Icon: typeof RotateCcw) => (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={busy !== null}>
          <Icon aria-hidden />
          {t(action)}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(`${action}Title`)}</AlertDialogTitle>
          <AlertDialogDescription>{t(`${action}Description`)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction
            variant={action === "leave" ? "destructive" : "default"}
            onClick={() => run(action)}
          >
            {t(`${action}Confirm`)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {behind && (
        <Button
          onClick={() => run("catch-up")}
          disabled={busy !== null}
          aria-busy={busy === "catch-up"}
        >
          <CalendarClock aria-hidden />
          {t("catchUp")}
        </Button>
      )}
      {confirmable("restart", RotateCcw)}
      {confirmable("leave", LogOut)}
    </div>
  );
}

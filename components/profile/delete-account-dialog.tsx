"use client";

import { Trash } from "@/components/icons";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/ui/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { deleteAccount } from "@/lib/accounts/client";
import { signOutEverywhere } from "@/lib/auth/client";
import { clearAccountStorage } from "@/lib/auth/client-storage";
import { setFlash } from "@/lib/auth/flash";

export function DeleteAccountDialog({ userId }: { userId: string }) {
  const t = useTranslations("Profile");
  const common = useTranslations("Common");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await deleteAccount(userId);
    } catch {
      toast.error(t("deleteAccount.failed"));
      setBusy(false);
      return;
    }
    // The account is gone, so its session is already worthless; the cookie goes too if it can.
    await signOutEverywhere().catch(clearAccountStorage);
    setFlash("accountDeleted");
    // A full load: nothing of the deleted account survives in memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/${locale}`);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => busy || setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash aria-hidden />
          {t("privacy.deleteAccount")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("deleteAccount.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("deleteAccount.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{common("cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? <Spinner aria-hidden /> : <Trash aria-hidden />}
            {busy ? t("deleteAccount.deleting") : t("deleteAccount.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

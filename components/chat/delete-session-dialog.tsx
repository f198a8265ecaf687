"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { ChatSession } from "@/lib/chat/schemas";

interface DeleteSessionDialogProps {
  session: ChatSession | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (session: ChatSession) => Promise<void>;
}

/** Asks before a session and its messages are deleted. */
export default function DeleteSessionDialog({
  session,
  onOpenChange,
  onConfirm,
}: DeleteSessionDialogProps) {
  const t = useTranslations("Chat");
  const [deleting, setDeleting] = useState(false);
  return (
    <AlertDialog open={session !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("sidebar.deleteTitle")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("sidebar.deleteDescription", { name: session?.session_name ?? "" })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("bookmarkDialog.cancel")}</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            disabled={deleting}
            onClick={async () => {
              if (!session) return;
              setDeleting(true);
              await onConfirm(session);
              setDeleting(false);
              onOpenChange(false);
            }}
          >
            {deleting ? t("sidebar.deleting") : t("sidebar.deleteConfirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

"use client";

import { KeyRound } from "@/components/icons";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { fieldA11y, FormField } from "@/components/auth/form-field";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { changePassword } from "@/lib/accounts/client";
import { ApiError } from "@/lib/api/client";
import { changePasswordFormSchema } from "@/lib/auth/schemas";
import type { Messages } from "@/lib/i18n/messages";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordDialog({ userId }: { userId: string }) {
  const t = useTranslations("Profile");
  const common = useTranslations("Common");
  const validation = useTranslations("AuthValidation");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function reset(nextOpen: boolean) {
    if (busy) return;
    setOpen(nextOpen);
    setValues(EMPTY);
    setErrors({});
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] as Field] ??= validation(
          issue.message as keyof Messages["AuthValidation"],
        );
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      await changePassword(userId, parsed.data);
      toast.success(t("changePassword.success"), {
        description: t("changePassword.successDescription"),
      });
      setBusy(false);
      reset(false);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === "wrong_password") {
        setErrors({ currentPassword: t("changePassword.wrongPassword") });
        return;
      }
      toast.error(
        error instanceof ApiError && error.status === 429
          ? error.detail
          : t("changePassword.failed"),
      );
    }
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden />
          {t("privacy.changePassword")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>{t("changePassword.title")}</DialogTitle>
          <DialogDescription>{t("changePassword.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField
            id="current-password"
            label={t("changePassword.current")}
            error={errors.currentPassword}
          >
            <PasswordInput
              {...fieldA11y("current-password", errors.currentPassword)}
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(event) => update("currentPassword", event.target.value)}
              readOnly={busy}
            />
          </FormField>
          <FormField id="new-password" label={t("changePassword.new")} error={errors.newPassword}>
            <PasswordInput
              {...fieldA11y("new-password", errors.newPassword)}
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(event) => update("newPassword", event.target.value)}
              readOnly={busy}
            />
          </FormField>
          <FormField
            id="confirm-new-password"
            label={t("changePassword.confirm")}
            error={errors.confirmPassword}
          >
            <PasswordInput
              {...fieldA11y("confirm-new-password", errors.confirmPassword)}
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(event) => update("confirmPassword", event.target.value)}
              readOnly={busy}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => reset(false)} disabled={busy}>
              {common("cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner aria-hidden /> : null}
              {busy ? t("changePassword.submitting") : t("changePassword.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

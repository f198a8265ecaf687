"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, apiRequest } from "@/lib/api/client";
import type { BillingPeriod } from "@/lib/payments/plans";
import type { PaymentReferenceView } from "@/lib/payments/schemas";

export function PaymentReferenceForm({
  period,
  onSubmitted,
}: {
  period: BillingPeriod;
  onSubmitted: (reference: string) => void;
}) {
  const t = useTranslations("Upgrade.payment");
  const [reference, setReference] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [invalid, setInvalid] = useState(false);
  // A second Enter or click before React redraws the disabled button must not send it again.
  const sending = useRef(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const trimmed = reference.trim();
    if (!trimmed) {
      setInvalid(true);
      // One toast however often the empty form is sent.
      toast.error(t("requiredTitle"), {
        description: t("requiredDescription"),
        id: "payment-reference-required",
      });
      return;
    }
    sending.current = true;
    setSubmitting(true);
    try {
      const stored = await apiRequest<PaymentReferenceView>("payments/references/", {
        method: "POST",
        body: { reference: trimmed, period },
      });
      setReference("");
      onSubmitted(stored.reference);
      toast.success(t("successTitle"), { description: t("successDescription") });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(t("duplicateTitle"), { description: t("duplicateDescription") });
      } else if (error instanceof ApiError && error.status === 400) {
        setInvalid(true);
        toast.error(t("requiredTitle"), {
          description: error.fields?.reference?.[0] ?? t("requiredDescription"),
        });
      } else {
        toast.error(t("failedTitle"), { description: t("failedDescription") });
      }
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting || undefined} className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor="payment-reference">{t("referenceLabel")}</Label>
        <Input
          id="payment-reference"
          name="reference"
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            setInvalid(false);
          }}
          placeholder={t("referencePlaceholder")}
          aria-describedby="payment-reference-hint"
          aria-invalid={invalid || undefined}
          autoComplete="off"
          maxLength={64}
        />
        <p id="payment-reference-hint" className="text-muted-foreground text-sm">
          {t("referenceHint")}
        </p>
      </div>
      <Button
        type="submit"
        disabled={submitting}
        aria-busy={submitting || undefined}
        className="w-full sm:w-auto"
      >
        {submitting ? t("processing") : t("submit")}
      </Button>
    </form>
  );
}

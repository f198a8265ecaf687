"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/api/client";

const FIELDS = ["name", "email", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export function SupportForm({ defaults }: { defaults: Partial<Values> }) {
  const t = useTranslations("Support.form");
  const initial: Values = { name: "", email: "", subject: "", message: "", ...defaults };
  const [values, setValues] = useState<Values>(initial);
  const [missing, setMissing] = useState<Field[]>([]);
  const [sending, setSending] = useState(false);

  const update =
    (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setMissing((current) => current.filter((name) => name !== field));
    };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const empty = FIELDS.filter((field) => !values[field].trim());
    if (empty.length > 0) {
      setMissing(empty);
      toast.error(t("requiredTitle"), {
        description: t("requiredDescription"),
        id: "support-fields-required",
      });
      return;
    }
    setSending(true);
    try {
      await apiRequest("support/requests/", { method: "POST", body: values });
      setValues({ ...initial, subject: "", message: "" });
      toast.success(t("successTitle"), { description: t("successDescription") });
    } catch {
      toast.error(t("failedTitle"), { description: t("failedDescription") });
    } finally {
      setSending(false);
    }
  }

  const fieldProps = (field: Field) => ({
    id: `support-${field}`,
    name: field,
    value: values[field],
    onChange: update(field),
    "aria-invalid": missing.includes(field) || undefined,
    required: true,
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="support-form-title">
      <h2 id="support-form-title" className="font-serif text-2xl font-semibold">
        {t("title")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="support-name">{t("name")}</Label>
          <Input {...fieldProps("name")} autoComplete="name" maxLength={120} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="support-email">{t("email")}</Label>
          <Input {...fieldProps("email")} type="email" autoComplete="email" maxLength={320} />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="support-subject">{t("subject")}</Label>
        <Input {...fieldProps("subject")} maxLength={200} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="support-message">{t("message")}</Label>
        <Textarea
          {...fieldProps("message")}
          rows={6}
          placeholder={t("messagePlaceholder")}
          maxLength={5000}
        />
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}

"use client";

import { Pencil, Save } from "@/components/icons";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { fieldA11y, FormField } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { saveProfile } from "@/lib/accounts/client";
import { NAME_MAX_LENGTH, profileUpdateSchema, type Profile } from "@/lib/accounts/schemas";
import { ApiError } from "@/lib/api/client";
import type { Messages } from "@/lib/i18n/messages";

type Field = "first_name" | "last_name" | "phone_number";
type ErrorKey = keyof Messages["Profile"]["errors"];
const ERROR_KEYS = new Set<string>(["required", "tooLong", "invalidName", "invalidPhone"]);

export function PersonalInfoCard({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const t = useTranslations("Profile");
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const errorText = (key: string) => (ERROR_KEYS.has(key) ? t(`errors.${key as ErrorKey}`) : key);

  function startEditing() {
    setValues(valuesOf(profile));
    setErrors({});
    setEditing(true);
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) {
      startEditing();
      return;
    }
    const parsed = profileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as Field] ??= errorText(issue.message);
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveProfile(profile.id, {
        ...parsed.data,
        phone_number: values.phone_number,
      });
      onSaved(saved);
      setEditing(false);
      toast.success(t("toasts.updated"), { description: t("toasts.updatedDescription") });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const found: Partial<Record<Field, string>> = {};
        for (const [field, messages] of Object.entries(error.fields))
          found[field as Field] = errorText(messages[0]);
        setErrors(found);
      }
      toast.error(t("toasts.updateFailed"));
    } finally {
      setSaving(false);
    }
  }

  const notSet = <span className="text-muted-foreground italic">{t("personal.notSet")}</span>;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{t("personal.title")}</h2>
        </CardTitle>
        <CardDescription>{t("personal.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-5" aria-label={t("personal.title")}>
          {editing ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="profile-first-name"
                label={t("personal.firstName")}
                error={errors.first_name}
              >
                <Input
                  {...fieldA11y("profile-first-name", errors.first_name)}
                  autoComplete="given-name"
                  maxLength={NAME_MAX_LENGTH}
                  value={values.first_name}
                  onChange={(event) => update("first_name", event.target.value)}
                  readOnly={saving}
                  required
                  autoFocus
                />
              </FormField>
              <FormField
                id="profile-last-name"
                label={t("personal.lastName")}
                error={errors.last_name}
              >
                <Input
                  {...fieldA11y("profile-last-name", errors.last_name)}
                  autoComplete="family-name"
                  maxLength={NAME_MAX_LENGTH}
                  value={values.last_name}
                  onChange={(event) => update("last_name", event.target.value)}
                  readOnly={saving}
                  required
                />
              </FormField>
              <FormField
                id="profile-email"
                label={t("personal.email")}
                hint={t("personal.emailHint")}
              >
                <Input
                  {...fieldA11y("profile-email", null, true)}
                  type="email"
                  value={profile.email ?? ""}
                  readOnly
                  disabled
                />
              </FormField>
              <FormField id="profile-phone" label={t("personal.phone")} error={errors.phone_number}>
                <Input
                  {...fieldA11y("profile-phone", errors.phone_number)}
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  placeholder={t("personal.phonePlaceholder")}
                  value={values.phone_number}
                  onChange={(event) => update("phone_number", event.target.value)}
                  readOnly={saving}
                />
              </FormField>
            </div>
          ) : (
            <dl className="grid gap-4 sm:grid-cols-2" data-testid="profile-details">
              <Detail label={t("personal.firstName")}>{profile.first_name || notSet}</Detail>
              <Detail label={t("personal.lastName")}>{profile.last_name || notSet}</Detail>
              <Detail label={t("personal.email")}>{profile.email || notSet}</Detail>
              <Detail label={t("personal.phone")}>{profile.phone_number || notSet}</Detail>
            </dl>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? (
                <Spinner aria-hidden />
              ) : editing ? (
                <Save aria-hidden />
              ) : (
                <Pencil aria-hidden />
              )}
              {saving ? t("personal.saving") : editing ? t("personal.save") : t("personal.edit")}
            </Button>
            {editing ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => setEditing(false)}
                disabled={saving}
              >
                {t("personal.cancel")}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function valuesOf(profile: Profile): Record<Field, string> {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone_number: profile.phone_number ?? "",
  };
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

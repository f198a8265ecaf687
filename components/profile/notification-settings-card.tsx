"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import {
  setNotificationPreference,
  useNotificationPreferences,
} from "@/lib/accounts/notification-preferences";
import { apiRequest } from "@/lib/api/client";
import { subscribeThisBrowser, thisBrowserSubscribed } from "@/lib/reminders/browser";
import type { ReminderSettings, ReminderUpdate } from "@/lib/reminders/schemas";
import { toast } from "@/lib/ui/toast";

type ReminderKind = "prayer_reminders" | "daily_devotions";

const REMINDER_ROWS: { kind: ReminderKind; key: "prayerReminders" | "dailyDevotions" }[] = [
  { kind: "prayer_reminders", key: "prayerReminders" },
  { kind: "daily_devotions", key: "dailyDevotions" },
];

function ToggleRow({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
      />
    </div>
  );
}

/**
 * Prayer reminders and daily devotions are pushed by the server once a day at the member's time,
 * to every browser they allowed; the weekly digest setting stays on this device.
 */
export function NotificationSettingsCard({
  initialReminder,
}: {
  initialReminder: ReminderSettings;
}) {
  const t = useTranslations("Profile.notifications");
  const preferences = useNotificationPreferences();
  const [reminder, setReminder] = useState(initialReminder);
  const [busy, setBusy] = useState(false);

  async function save(update: ReminderUpdate) {
    const next = await apiRequest<ReminderSettings>("reminders/", { method: "PUT", body: update });
    setReminder(next);
    const on = next.prayer_reminders || next.daily_devotions;
    toast.success(on ? t("saved", { time: next.time }) : t("turnedOff"), { id: "reminders" });
  }

  async function toggle(kind: ReminderKind, enabled: boolean) {
    setBusy(true);
    try {
      if (enabled && !(await thisBrowserSubscribed())) {
        const { outcome } = await subscribeThisBrowser(reminder.vapid_public_key);
        if (outcome !== "subscribed") {
          toast.error(t(outcome === "denied" ? "blocked" : "unsupported"), { id: "reminders" });
          return;
        }
      }
      await save({ [kind]: enabled });
    } catch {
      toast.error(t("failed"), { id: "reminders" });
    } finally {
      setBusy(false);
    }
  }

  async function changeTime(time: string) {
    if (!/^\d{2}:\d{2}$/.test(time) || time === reminder.time) return;
    setBusy(true);
    try {
      await save({ time });
    } catch {
      toast.error(t("failed"), { id: "reminders" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{t("title")}</h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4" aria-busy={busy}>
        {REMINDER_ROWS.map(({ kind, key }) => (
          <ToggleRow
            key={key}
            id={`notification-${key}`}
            label={t(key)}
            hint={t(`${key}Hint`)}
            checked={reminder[kind]}
            disabled={busy}
            onChange={(checked) => toggle(kind, checked)}
          />
        ))}
        {(reminder.prayer_reminders || reminder.daily_devotions) && (
          <div className="flex items-center justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor="reminder-time">{t("reminderTime")}</Label>
              <p id="reminder-time-hint" className="text-muted-foreground text-sm">
                {t("reminderTimeHint")}
              </p>
            </div>
            <Input
              id="reminder-time"
              type="time"
              step={300}
              className="w-32"
              aria-describedby="reminder-time-hint"
              defaultValue={reminder.time}
              disabled={busy}
              onBlur={(event) => changeTime(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") changeTime(event.currentTarget.value);
              }}
            />
          </div>
        )}
        <ToggleRow
          id="notification-weeklyDigest"
          label={t("weeklyDigest")}
          hint={t("weeklyDigestHint")}
          checked={preferences.weeklyDigest}
          onChange={(checked) => setNotificationPreference("weeklyDigest", checked)}
        />
      </CardContent>
    </Card>
  );
}

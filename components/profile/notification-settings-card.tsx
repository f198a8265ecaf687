"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import {
  setNotificationPreference,
  useNotificationPreferences,
  type NotificationPreferences,
} from "@/lib/accounts/notification-preferences";

const PREFERENCES: (keyof NotificationPreferences)[] = [
  "prayerReminders",
  "dailyDevotions",
  "weeklyDigest",
];

export function NotificationSettingsCard() {
  const t = useTranslations("Profile.notifications");
  const preferences = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{t("title")}</h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {PREFERENCES.map((key) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor={`notification-${key}`}>{t(key)}</Label>
              <p id={`notification-${key}-hint`} className="text-muted-foreground text-sm">
                {t(`${key}Hint`)}
              </p>
            </div>
            <Switch
              id={`notification-${key}`}
              aria-describedby={`notification-${key}-hint`}
              checked={preferences[key]}
              onCheckedChange={(checked) => setNotificationPreference(key, checked)}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

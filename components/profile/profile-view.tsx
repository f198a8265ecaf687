"use client";

import { LifeBuoy, MessageCircle, ShieldCheck } from "@/components/icons";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { shareViewerProfile } from "@/hooks/use-viewer";
import { rememberProfile } from "@/lib/accounts/client";
import type { Profile } from "@/lib/accounts/schemas";
import { Link } from "@/lib/i18n/navigation";
import type { PaymentReferenceView } from "@/lib/payments/schemas";
import type { ReminderSettings } from "@/lib/reminders/schemas";
import { ChangePasswordDialog } from "./change-password-dialog";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { OfflineBibleCard } from "@/components/offline/offline-bible-card";
import { isPremium } from "@/lib/accounts/subscription";
import { NotificationSettingsCard } from "./notification-settings-card";
import { PersonalInfoCard } from "./personal-info-card";
import { SubscriptionCard } from "./subscription-card";

export interface ProfileViewProps {
  initialProfile: Profile;
  hasPassword: boolean;
  whatsappUrl: string;
  pendingPayment: PaymentReferenceView | null;
  reminder: ReminderSettings;
  upgradeHref: string;
}

export function ProfileView({
  initialProfile,
  hasPassword,
  whatsappUrl,
  pendingPayment,
  reminder,
  upgradeHref,
}: ProfileViewProps) {
  const t = useTranslations("Profile");
  const [profile, setProfile] = useState(initialProfile);

  function saved(next: Profile) {
    setProfile(next);
    rememberProfile(next);
    shareViewerProfile(next);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-6">
        <PersonalInfoCard profile={profile} onSaved={saved} />
        <NotificationSettingsCard initialReminder={reminder} />
        <OfflineBibleCard
          premium={isPremium(profile.subscription)}
          premiumUntil={profile.subscription.end_date}
          upgradeHref={upgradeHref}
        />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <ShieldCheck className="text-primary size-5" aria-hidden />
                {t("privacy.title")}
              </h2>
            </CardTitle>
            <CardDescription>{t("privacy.description")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <div className="flex flex-wrap gap-3">
              {hasPassword ? <ChangePasswordDialog userId={profile.id} /> : null}
              <DeleteAccountDialog userId={profile.id} />
            </div>
            {hasPassword ? null : (
              <p className="text-muted-foreground text-sm">{t("privacy.googleAccount")}</p>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid content-start gap-6">
        <SubscriptionCard subscription={profile.subscription} pendingPayment={pendingPayment} />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg font-semibold">{t("quickActions.title")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Button asChild variant="outline" className="justify-start">
              <Link href="/support">
                <LifeBuoy aria-hidden />
                {t("quickActions.support")}
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden />
                {t("quickActions.whatsapp")}
              </a>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

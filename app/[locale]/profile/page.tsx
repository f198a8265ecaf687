import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthGuard } from "@/components/auth/auth-guard";
import { PageMessages } from "@/components/layout/page-messages";
import { ProfileView } from "@/components/profile/profile-view";
import { ensureProfile } from "@/lib/accounts/service";
import { requirePageViewer } from "@/lib/auth/page-guard";
import { findUserById } from "@/lib/auth/users";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { reminderSettingsOf } from "@/lib/reminders/service";
import { paymentReferencesOf } from "@/lib/payments/service";
import { supportContacts } from "@/lib/site/contacts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/profile">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Profile" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ProfilePage({ params }: PageProps<"/[locale]/profile">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await requirePageViewer({
    locale,
    allowGuest: false,
    returnTo: `/${locale}/profile`,
  });
  const [profile, user, t, references, reminder] = await Promise.all([
    ensureProfile(viewer),
    findUserById(viewer.id),
    getTranslations("Profile"),
    paymentReferencesOf(viewer.id),
    reminderSettingsOf(viewer.id),
  ]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
        <p className="text-muted-foreground mt-2">{t("subtitle")}</p>
      </header>
      <PageMessages namespaces={["Profile", "AuthValidation", "PasswordInput", "OfflineBible"]}>
        <AuthGuard allowGuest={false} verified>
          <ProfileView
            initialProfile={profile}
            hasPassword={Boolean(user?.passwordHash)}
            whatsappUrl={supportContacts().whatsappUrl}
            pendingPayment={references.find(({ status }) => status === "PENDING") ?? null}
            reminder={reminder}
            upgradeHref={localizedPathname({ href: "/upgrade", locale })}
          />
        </AuthGuard>
      </PageMessages>
    </div>
  );
}

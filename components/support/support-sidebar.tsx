import { Clock, Mail, MessageCircle, Phone } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import type { supportContacts } from "@/lib/site/contacts";

const HOURS = [
  { day: "weekdays", hours: "09:00 – 18:00" },
  { day: "saturday", hours: "10:00 – 16:00" },
  { day: "sunday", hours: null },
] as const;

export async function SupportSidebar({
  contacts,
}: {
  contacts: ReturnType<typeof supportContacts>;
}) {
  const t = await getTranslations("Support");
  return (
    <aside className="space-y-6">
      <section aria-labelledby="quick-contact" className="bg-card rounded-xl border p-5 shadow-sm">
        <h2 id="quick-contact" className="text-lg font-semibold">
          {t("contact.title")}
        </h2>
        <dl className="mt-3 space-y-3 text-sm">
          <div className="flex items-center gap-2">
            <Mail className="text-primary size-4" aria-hidden />
            <dt className="sr-only">{t("contact.email")}</dt>
            <dd>
              <a href={`mailto:${contacts.email}`} className="underline-offset-4 hover:underline">
                {contacts.email}
              </a>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <Phone className="text-primary size-4" aria-hidden />
            <dt className="sr-only">{t("contact.phone")}</dt>
            <dd>
              <a
                href={`tel:${contacts.phone.replace(/\s/g, "")}`}
                className="underline-offset-4 hover:underline"
              >
                {contacts.phone}
              </a>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <MessageCircle className="text-primary size-4" aria-hidden />
            <dt>{t("contact.whatsapp")}:</dt>
            <dd>
              <a
                href={contacts.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="underline-offset-4 hover:underline"
              >
                {contacts.whatsapp}
              </a>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="support-hours" className="bg-card rounded-xl border p-5 shadow-sm">
        <h2 id="support-hours" className="flex items-center gap-2 text-lg font-semibold">
          <Clock className="text-primary size-5" aria-hidden />
          {t("hours.title")}
        </h2>
        <p className="text-muted-foreground mt-1 text-xs">{t("hours.timezone")}</p>
        <dl className="mt-3 space-y-2 text-sm">
          {HOURS.map(({ day, hours }) => (
            <div key={day} className="flex justify-between gap-4">
              <dt>{t(`hours.${day}`)}</dt>
              <dd className="font-medium">{hours ?? t("hours.closed")}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground mt-3 border-t pt-3 text-sm">
          {t("hours.phoneLine", { hours: "09:00 – 17:00" })}
        </p>
      </section>
    </aside>
  );
}

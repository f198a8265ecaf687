import { Mail, MessageCircle, Phone, Quote } from "@/components/icons";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/server-link";
import type { supportContacts } from "@/lib/site/contacts";

export async function PaymentHelp({ contacts }: { contacts: ReturnType<typeof supportContacts> }) {
  const t = await getTranslations("Upgrade");
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="payment-help" className="bg-card rounded-xl border p-6 shadow-sm">
        <h2 id="payment-help" className="text-xl font-semibold">
          {t("help.title")}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t("help.description")}</p>
        <ul className="mt-4 space-y-3 text-sm">
          <li className="flex items-center gap-2">
            <Mail className="text-primary size-4" aria-hidden />
            <span className="sr-only">{t("help.email")}:</span>
            <a href={`mailto:${contacts.email}`} className="underline-offset-4 hover:underline">
              {contacts.email}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Phone className="text-primary size-4" aria-hidden />
            <span className="sr-only">{t("help.phone")}:</span>
            <a
              href={`tel:${contacts.phone.replace(/\s/g, "")}`}
              className="underline-offset-4 hover:underline"
            >
              {contacts.phone}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <MessageCircle className="text-primary size-4" aria-hidden />
            <a
              href={contacts.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline-offset-4 hover:underline"
            >
              {t("help.whatsapp")}: {contacts.whatsapp}
            </a>
          </li>
        </ul>
        <Link
          href="/support"
          className="text-primary mt-4 inline-block text-sm font-medium underline-offset-4 hover:underline"
        >
          {t("help.supportPage")} →
        </Link>
      </section>
      <figure className="bg-secondary/50 rounded-xl border p-6">
        <Quote className="text-accent-foreground size-6" aria-hidden />
        <blockquote className="mt-3 font-serif text-lg leading-relaxed">
          <p>{t("testimonial.quote")}</p>
        </blockquote>
        <figcaption className="mt-4 text-sm">
          <span className="font-semibold">{t("testimonial.name")}</span>
          <span className="text-muted-foreground"> · {t("testimonial.place")}</span>
        </figcaption>
      </figure>
    </div>
  );
}

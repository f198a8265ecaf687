import { Mail, MessageCircle, Phone, Quote } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { supportContacts } from "@/lib/site/contacts";

export async function PaymentHelp({ contacts }: { contacts: ReturnType<typeof supportContacts> }) {
  const t = await getTranslations("Upgrade");
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="payment-help" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="payment-help" className="text-xl font-semibold">{t("help.title")}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("help.description")}</p>
        <ul className="mt-4 space-y-3 text-sm">
          <li className="flex items-center gap-2">
            <Mail className="size-4 text-primary" aria-hidden />
            <span className="sr-only">{t("help.email")}:</span>
            <a href={`mailto:${contacts.email}`} className="underline-offset-4 hover:underline">{contacts.email}</a>
          </li>
          <li className="flex items-center gap-2">
            <Phone className="size-4 text-primary" aria-hidden />
            <span className="sr-only">{t("help.phone")}:</span>
            <a href={`tel:${contacts.phone.replace(/\s/g, "")}`} className="underline-offset-4 hover:underline">{contacts.phone}</a>
          </li>
          <li className="flex items-center gap-2">
            <MessageCircle className="size-4 text-primary" aria-hidden />
            <a href={contacts.whatsappUrl} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
              {t("help.whatsapp")}: {contacts.whatsapp}
            </a>
          </li>
        </ul>
        <Link href="/support" className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("help.supportPage")} →
        </Link>
      </section>
      <figure className="rounded-xl border bg-secondary/50 p-6">
        <Quote className="size-6 text-accent-foreground" aria-hidden />
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

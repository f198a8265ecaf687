import { Quote } from "@/components/icons";
import { getTranslations } from "next-intl/server";

const TESTIMONIALS = ["first", "second", "third"] as const;

export async function Testimonials() {
  const t = await getTranslations("Landing");
  return (
    <section aria-labelledby="testimonials-title" className="bg-secondary/50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-center font-serif text-3xl font-semibold">
          {t("testimonialsTitle")}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((key) => (
            <li key={key}>
              <figure className="bg-card h-full rounded-xl border p-6 shadow-sm">
                <Quote className="text-accent-foreground size-6" aria-hidden />
                <blockquote className="mt-3 leading-relaxed">
                  <p>{t(`testimonials.${key}.quote`)}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{t(`testimonials.${key}.name`)}</span>
                  <span className="text-muted-foreground"> · {t(`testimonials.${key}.place`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

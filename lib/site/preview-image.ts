import { isLocale } from "@/lib/i18n/locales";

/** The link-preview size WhatsApp, Facebook and X all crop well. */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * A page's one link-preview image, described in the page's language: `generateImageMetadata`
 * is the one place Next takes a described image's text from the page's own data. At build Next
 * asks it without the page's parameters, so no card is drawn then: each is drawn on its first
 * request and served from the cache after (`revalidate = false` beside it).
 */
export function previewImageMetadata(alt: string) {
  return [{ id: "card", alt, size: PREVIEW_IMAGE_SIZE, contentType: "image/png" }];
}

/** The language and slug of a card's page, when Next gives them (it gives none at build). */
export function cardPage(params: Partial<{ locale: string; slug: string }>) {
  const { locale, slug } = params;
  return isLocale(locale) && slug ? { locale, slug } : undefined;
}

/** The link-preview size WhatsApp, Facebook and X all crop well. */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * A page's one link-preview image, described in the page's language: `generateImageMetadata`
 * is the one place Next takes a described image's text from the page's own data.
 */
export function previewImageMetadata(alt: string) {
  return [{ id: "card", alt, size: PREVIEW_IMAGE_SIZE, contentType: "image/png" }];
}

import { readerTexts } from "@/components/bible/reader-texts";
import { isLocale, locales } from "@/lib/i18n/locales";

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((lng) => ({ lng }));
}

/** The reader's texts for what follows an action, fetched by the page on first use. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/locales/[lng]/reader.json">,
) {
  const { lng } = await params;
  if (!isLocale(lng))
    return Response.json({ detail: "Not found.", code: "not_found" }, { status: 404 });
  return Response.json(await readerTexts(lng), {
    headers: { "Cache-Control": "public, max-age=3600, s-maxage=86400" },
  });
}

import { isLocale, locales } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((lng) => ({ lng }));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<"/locales/[lng]/translation.json">,
) {
  const { lng } = await params;
  if (!isLocale(lng))
    return Response.json({ detail: "Not found.", code: "not_found" }, { status: 404 });
  return Response.json(await loadMessages(lng), {
    headers: { "Cache-Control": "public, max-age=3600, s-maxage=86400" },
  });
}

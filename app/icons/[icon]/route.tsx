import { ImageResponse } from "next/og";
import { APP_ICONS } from "@/lib/site/app-icons";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return APP_ICONS.map(({ src }) => ({ icon: src.slice("/icons/".length) }));
}

const INDIGO = "#2f3a8f";

/** The open book of public/icon.svg; `scale` leaves the margin a maskable icon needs. */
function Book({ size, scale }: { size: number; scale: number }) {
  const book = Math.round(size * scale);
  return (
    <svg width={book} height={book} viewBox="8 8 48 48">
      <path d="M14 18c6-3 12-3 18 1v28c-6-4-12-4-18-1z" fill="#faf7f0" />
      <path d="M50 18c-6-3-12-3-18 1v28c6-4 12-4 18-1z" fill="#f1e6c8" />
      <path d="M32 14v6M29 17h6" stroke="#e0b04a" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** PNG icons for installing the app (browsers and Android want PNG of these exact sizes). */
export async function GET(_request: Request, { params }: RouteContext<"/icons/[icon]">) {
  const { icon } = await params;
  const found = APP_ICONS.find(({ src }) => src === `/icons/${icon}`);
  if (!found) return new Response(null, { status: 404 });
  const { size, purpose } = found;
  // A maskable icon is cut to a circle or squircle: the book stays inside the middle 80%.
  const rounded = purpose === "any";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: INDIGO,
        borderRadius: rounded ? size * 0.22 : 0,
      }}
    >
      <Book size={size} scale={rounded ? 0.86 : 0.62} />
    </div>,
    { width: size, height: size },
  );
}

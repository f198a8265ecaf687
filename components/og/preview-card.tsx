import type { ReactNode } from "react";
import { PREVIEW_IMAGE_SIZE } from "@/lib/site/preview-image";

export const PREVIEW_SIZE = PREVIEW_IMAGE_SIZE;

const COLORS = {
  background: "linear-gradient(135deg, #2941a3 0%, #16235e 100%)",
  text: "#fcf9f2",
  accent: "#f3c969",
  muted: "#c9cfe8",
};

/**
 * The frame of every generated preview: a label line on top, the content, and the site's name
 * with the translation at the foot. Markup for `next/og` (flex layout, inline styles only).
 */
export function PreviewCard({
  label,
  siteName,
  footer,
  children,
}: {
  label: string;
  siteName: string;
  footer?: string;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 80px",
        background: COLORS.background,
        color: COLORS.text,
        fontFamily: "Literata",
      }}
    >
      <div
        style={{
          display: "flex",
          fontFamily: "Inter",
          fontWeight: 600,
          fontSize: 30,
          letterSpacing: 2,
          color: COLORS.accent,
        }}
      >
        {label}
      </div>
      <div
        style={{ display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center" }}
      >
        {children}
      </div>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          fontFamily: "Inter",
          fontWeight: 600,
          fontSize: 26,
          color: COLORS.muted,
        }}
      >
        <span>{siteName}</span>
        <span>{footer}</span>
      </div>
    </div>
  );
}

export function PreviewTitle({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: "flex", fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>
      {children}
    </div>
  );
}

/** Most text a card holds at its smallest size; longer passages are cut after a word. */
export const PREVIEW_TEXT_LENGTH = 330;

/** Running text that fills the card: the shorter the text, the larger it is set. */
export function PreviewText({ text, marginTop = 0 }: { text: string; marginTop?: number }) {
  const fontSize = text.length <= 110 ? 58 : text.length <= 190 ? 48 : text.length <= 260 ? 40 : 34;
  return <div style={{ display: "flex", marginTop, fontSize, lineHeight: 1.35 }}>{text}</div>;
}

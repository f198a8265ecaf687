/** The app's icons, drawn by app/icons/[icon]/route.tsx: the manifest's, and Apple's touch icon. */
export const APP_ICONS = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/maskable-192.png", size: 192, purpose: "maskable" },
  { src: "/icons/maskable-512.png", size: 512, purpose: "maskable" },
  { src: "/icons/apple-touch-icon.png", size: 180, purpose: "apple" },
] as const;

export type AppIcon = (typeof APP_ICONS)[number];

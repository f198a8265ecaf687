import localFont from "next/font/local";

export const sansFont = localFont({
  src: "../../app/fonts/inter-latin-wght.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});

export const serifFont = localFont({
  src: [
    { path: "../../app/fonts/literata-latin-wght.woff2", style: "normal", weight: "200 900" },
    {
      path: "../../app/fonts/literata-latin-wght-italic.woff2",
      style: "italic",
      weight: "200 900",
    },
  ],
  variable: "--font-literata",
  display: "swap",
  preload: false,
});

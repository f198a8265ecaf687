import type { ReactNode } from "react";
import "./globals.css";

// Each language's layout owns <html lang>; /auth has its own.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}

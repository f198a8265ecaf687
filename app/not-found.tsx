import Link from "next/link";
import "./globals.css";

// Reached only by paths the language routing does not own; the localized 404 covers the rest.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-3xl font-semibold">Oops! Page not found</h1>
        <Link href="/" className="text-primary underline">
          Return to Home
        </Link>
      </body>
    </html>
  );
}

import { notFound } from "next/navigation";
import { chapterHref } from "@/components/bible/bible-href";
import { redirect } from "next/navigation";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { resolveChapterRoute } from "../chapter-route";

/** A book without a chapter opens its first chapter, replacing the address. */
export default async function BibleBookPage({
  params,
}: {
  params: Promise<{ locale: string; book: string }>;
}) {
  const route = resolveChapterRoute(await params);
  if (route.kind === "not-found") notFound();
  return redirect(
    localizedPathname({ href: chapterHref(route.book, 1, route.locale), locale: route.locale }),
  );
}

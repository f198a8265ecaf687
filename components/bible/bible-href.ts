// The reader's components import the chapter href from here; the builders live with the book table.
export { chapterHref } from "@/lib/bible/page-hrefs";

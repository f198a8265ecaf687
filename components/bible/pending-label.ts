/** Fills the server's 'Loading {book} {chapter}...' template for a chapter about to open. */
export function pendingLabel(template: string, book: string, chapter: number): string {
  return template.replace("{book}", book).replace("{chapter}", String(chapter));
}

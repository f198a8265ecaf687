// The cookie that keeps the reader's language: proxy.ts reads and sets it, the language switcher
// writes it, and the server's front copies (`lib/site/front-copies.mjs`, outside Next's bundler)
// tell answers apart by it.
export const LOCALE_COOKIE = "NEXT_LOCALE";

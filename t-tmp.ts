import { searchVerses, warmSearchIndex } from "@/lib/bible/search";
import { getChapter } from "@/lib/bible/text";
import type { Locale } from "@/lib/i18n/locales";
for (const l of ["en", "sw"] as Locale[]) warmSearchIndex(l);
function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}
const r = rng(42);
for (const l of ["en", "sw"] as Locale[]) {
  const words: string[] = [];
  for (let i = 0; i < 400; i++) {
    const ch = getChapter(
      l,
      ["Gen", "Ps", "John", "Rom", "Isa", "Matt", "Luke", "Acts"][i % 8],
      1 + Math.floor(r() * 10),
    )!;
    const v = ch.verses[Math.floor(r() * ch.verses.length)];
    const ws = v.split(/[^\p{L}]+/u).filter((w) => w.length > 2);
    const start = Math.floor(r() * ws.length);
    const n = 1 + Math.floor(r() * 3);
    words.push(ws.slice(start, start + n).join(" "));
  }
  const times: number[] = [];
  let worst = "";
  let wt = 0;
  for (const q of words) {
    const t = performance.now();
    searchVerses(l, q);
    const d = performance.now() - t;
    times.push(d);
    if (d > wt) {
      wt = d;
      worst = q;
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    l,
    "p50",
    times[(times.length / 2) | 0].toFixed(2),
    "p95",
    times[Math.floor(times.length * 0.95)].toFixed(2),
    "max",
    wt.toFixed(1),
    worst,
  );
}

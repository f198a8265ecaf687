import { searchVerses, warmSearchIndex } from "@/lib/bible/search";
import { getChapter } from "@/lib/bible/text";
let t = performance.now(); getChapter("en","John",3); getChapter("sw","John",3); console.log("load", (performance.now()-t).toFixed(0));
t = performance.now(); warmSearchIndex("en"); console.log("index en", (performance.now()-t).toFixed(0));
t = performance.now(); warmSearchIndex("sw"); console.log("index sw", (performance.now()-t).toFixed(0));
const show = (l: any, q: string, n = 10) => { const t0 = performance.now(); const r = searchVerses(l, q, { limit: n }); const ms = performance.now() - t0; console.log(`\n[${l}] ${q} (${ms.toFixed(1)} ms)`); for (const h of r) console.log(`  ${h.book} ${h.chapter}:${h.verse} ${h.score} ${h.text.slice(0, 90)}`); };
show("en", "love"); show("sw", "upendo"); show("sw", "pendo"); show("en", "eternal life", 5); show("en", "\"in the beginning\"", 3); show("en", "John 3:16"); show("sw", "Yohana 3:16-18"); show("sw", "Zab 23", 3); show("en", "shepherd", 5); show("sw", "mchungaji", 5); show("sw", "neema na amani", 5); show("en", "lóve", 3); show("en", "faith hope love", 5); show("sw", "imani", 5);

import { readFileSync } from "node:fs";
import type { StoredBible } from "@/lib/bible/stored-format";
const web = JSON.parse(readFileSync("content/bible/build/WEB.json", "utf8")) as StoredBible;
console.log(web.books.Rev[0].v[7]);
console.log(web.books.Matt[13].v[29], web.books.Matt[8].v[12]);
let shown = 0;
for (const [b, chs] of Object.entries(web.books)) chs.forEach((c, i) => (c.n ?? []).forEach(([v, off]) => { if (shown < 12 && Math.random() < 0.01) { shown++; const t = c.v[v-1]; console.log(`${b} ${i+1}:${v}`, JSON.stringify(t.slice(Math.max(0, off-30), off) + "¹" + t.slice(off, off+30))); } }));
const suv = JSON.parse(readFileSync("content/bible/build/SUV.json", "utf8")) as StoredBible;
console.log(suv.books.John[2].v[15], "|", suv.books["1Cor"][12].v[3], "|", suv.books.Jer[22].v[37]);

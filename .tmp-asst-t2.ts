import { searchVerses, warmSearchIndex } from "@/lib/bible/search";
warmSearchIndex("en"); warmSearchIndex("sw");
for (const [l, q] of [["en","forgive hurt"],["en","grow stronger faith"],["en","anxious exams"],["sw","kumsamehe aliniumiza"],["sw","mashaka imani"],["en","love"],["sw","mungu"],["en","god"],["en","For God so loved the world that he gave"]] as const) {
  for (let i=0;i<2;i++){ const t = performance.now();
  const r = searchVerses(l, q, { limit: 8 });
  if (i==1) console.log(q, (performance.now() - t).toFixed(1), r.slice(0,3).map((h) => `${h.book} ${h.chapter}:${h.verse}`).join(", "));}
}

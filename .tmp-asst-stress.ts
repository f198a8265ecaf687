import { answerWithDetails } from "@/lib/chat/assistant/pipeline";
import { TOPICS, CONTESTED_QUESTIONS, GOLDEN_SET } from "@/lib/chat/assistant/content";
import { auditReply } from "@/lib/chat/assistant/evaluation";
import { contentReference } from "@/lib/chat/assistant/scripture";
import { formatReference } from "@/lib/bible/reference";
let bad = 0, n = 0;
const refs = new Set<string>();
for (const t of TOPICS) for (const v of t.verses) refs.add(v);
for (const q of CONTESTED_QUESTIONS) for (const v of q.verses) refs.add(v);
for (const q of GOLDEN_SET) for (const v of q.accepted) refs.add(v);
const msgs: Array<[string, "en" | "sw"]> = [];
for (const r of refs) {
  const ref = contentReference(r);
  msgs.push([`Quote ${formatReference(ref, "en")}`, "en"], [`Nukuu ${formatReference(ref, "sw")}`, "sw"], [`Explain ${formatReference(ref, "en")}`, "en"], [`Nieleze ${formatReference(ref, "sw")}`, "sw"]);
}
for (const q of GOLDEN_SET) msgs.push([q.question, q.locale]);
for (const t of TOPICS) { msgs.push([`Pray for me about ${t.title.en}`, "en"], [`Niombee kuhusu ${t.title.sw}`, "sw"]); }
for (const [m, l] of msgs) {
  n++;
  const r = await answerWithDetails({ message: m, locale: l, history: [] }, { provider: null });
  const p = auditReply(r, l);
  if (p.length || r.corrections.length) { bad++; if (bad < 15) console.log(m, l, p, r.corrections.map((c) => c.kind + ":" + c.found.slice(0, 80))); }
}
console.log("replies", n, "bad", bad);

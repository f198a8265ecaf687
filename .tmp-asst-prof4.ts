import { warmAssistant } from "@/lib/chat/assistant";
import { GOLDEN_SET } from "@/lib/chat/assistant/content";
import { analyzeMessage } from "@/lib/chat/assistant/intents";
import { retrievePassages } from "@/lib/chat/assistant/retrieval";
import { composeOfflineReply } from "@/lib/chat/assistant/offline-engine";
import { verifyText, versesCitedIn } from "@/lib/chat/assistant/verify";
warmAssistant();
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const rows: number[][] = []; const names: string[] = [];
for (let round = 0; round < 3; round++)
for (const q of GOLDEN_SET) {
  let t = cpu();
  const a = analyzeMessage({ message: q.question, history: [], locale: q.locale }); const t1 = cpu() - t; t = cpu();
  const p = retrievePassages(a); const t2 = cpu() - t; t = cpu();
  const text = composeOfflineReply(a, p); const t3 = cpu() - t; t = cpu();
  const v = verifyText(text, { locale: a.locale }); versesCitedIn(v.text, a.locale); const t4 = cpu() - t;
  if (round === 2) { rows.push([t1 + t2 + t3 + t4, t1, t2, t3, t4]); names.push(q.question); }
}
const idx = rows.map((_, i) => i).sort((a, b) => rows[b][0] - rows[a][0]);
for (const i of idx.slice(0, 10)) console.log(rows[i].map((x) => x.toFixed(1)).join("\t"), names[i]);
const tot = rows.map((r) => r[0]).sort((a, b) => a - b);
console.log("cpu p50", tot[Math.floor(tot.length / 2)], "p95", tot[Math.floor(tot.length * 0.95)]);

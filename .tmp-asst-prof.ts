import { warmAssistant } from "@/lib/chat/assistant";
import { GOLDEN_SET } from "@/lib/chat/assistant/content";
import { analyzeMessage } from "@/lib/chat/assistant/intents";
import { retrievePassages } from "@/lib/chat/assistant/retrieval";
import { composeOfflineReply } from "@/lib/chat/assistant/offline-engine";
import { verifyText, versesCitedIn } from "@/lib/chat/assistant/verify";
warmAssistant();
const rows: Array<[number, number, number, number, string]> = [];
for (let round = 0; round < 2; round++)
for (const q of GOLDEN_SET) {
  let t = performance.now();
  const a = analyzeMessage({ message: q.question, history: [], locale: q.locale }); const t1 = performance.now() - t; t = performance.now();
  const p = retrievePassages(a); const t2 = performance.now() - t; t = performance.now();
  const text = composeOfflineReply(a, p); const v = verifyText(text, { locale: a.locale }); versesCitedIn(v.text, a.locale); const t3 = performance.now() - t;
  if (round === 1) rows.push([t1 + t2 + t3, t1, t2, t3, q.question]);
}
rows.sort((a, b) => b[0] - a[0]);
for (const r of rows.slice(0, 15)) console.log(r.slice(0, 4).map((x) => (x as number).toFixed(1)).join("\t"), r[4]);

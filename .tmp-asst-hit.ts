import { retrievalHitRate } from "@/lib/chat/assistant/evaluation";
const s = retrievalHitRate();
console.log(s.hits, s.total, s.rate);
for (const m of s.misses) console.log(m.question.id, "|", m.question.question, "=>", m.retrieved.join(", "));

import { GOLDEN_SET } from "@/lib/chat/assistant/content";
import { analyzeMessage } from "@/lib/chat/assistant/intents";
import { retrievePassages } from "@/lib/chat/assistant/retrieval";
import { formatReference } from "@/lib/bible/reference";
for (const q of GOLDEN_SET) {
  const a = analyzeMessage({ message: q.question, history: [], locale: q.locale });
  const p = retrievePassages(a, { limit: 5 });
  console.log(q.id.padEnd(32), a.intent.padEnd(9), a.topics.slice(0, 3).map((t) => `${t.topic.id}:${t.score}`).join(",").padEnd(50), p.map((x) => `${formatReference(x.reference, "en")}[${x.source[0]}]`).join(", "));
}

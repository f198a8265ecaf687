import { careFlags } from "@/lib/chat/assistant/care";
import { matchTopics, matchContested } from "@/lib/chat/assistant/topics";
import { wordsOf } from "@/lib/chat/assistant/text-matching";
import { analyzeMessage } from "@/lib/chat/assistant/intents";
const m = "Ninawezaje kujua mapenzi ya Mungu kwa maisha yangu?";
const w = wordsOf(m);
for (const [name, f] of [["care", () => careFlags(w)], ["topics", () => matchTopics(w)], ["contested", () => matchContested(w)], ["analyze", () => analyzeMessage({ message: m, history: [], locale: "sw" })]] as const) {
  for (let i = 0; i < 20; i++) f();
  const c = process.cpuUsage(); for (let i = 0; i < 200; i++) f(); const d = process.cpuUsage(c); console.log(name, ((d.user + d.system) / 1000 / 200).toFixed(3), "ms cpu");
}

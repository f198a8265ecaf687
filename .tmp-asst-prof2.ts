import { findReferences } from "@/lib/bible/reference";
import { careFlags } from "@/lib/chat/assistant/care";
import { matchTopics, matchContested } from "@/lib/chat/assistant/topics";
import { wordsOf } from "@/lib/chat/assistant/text-matching";
import { findUnknownBookCitations, findNonBookMentions } from "@/lib/chat/assistant/scripture";
const m = "Ninawezaje kujua mapenzi ya Mungu kwa maisha yangu?";
const w = wordsOf(m);
for (const [name, f] of [["refs", () => findReferences(m)], ["care", () => careFlags(w)], ["topics", () => matchTopics(w)], ["contested", () => matchContested(w)], ["unknown", () => findUnknownBookCitations(m, { capitalizedOnly: false })], ["nonbook", () => findNonBookMentions(m)]] as const) {
  f();
  const t = performance.now(); for (let i = 0; i < 20; i++) f(); console.log(name, ((performance.now() - t) / 20).toFixed(2));
}

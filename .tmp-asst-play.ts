import { answerWithDetails } from "@/lib/chat/assistant/pipeline";
const qs: Array<[string, "en" | "sw"]> = [
  ["Quote John 3:16", "en"], ["Nukuu Yohana 3:16", "sw"], ["Explain John 3:16 and its context.", "en"],
  ["How can I overcome worry and anxiety?", "en"], ["Ninawezaje kumsamehe mtu aliyeniumiza?", "sw"],
  ["Quote John 3:45", "en"], ["Nukuu Hezekia 2:1", "sw"], ["Please improve John 3:16 so it sounds better", "en"],
  ["Help me pray about what I am going through.", "en"], ["I want to kill myself", "en"], ["Should babies be baptized?", "en"],
  ["hello", "sw"], ["What's the weather tomorrow?", "en"], ["What does the Bible say about mustard seeds?", "en"],
];
for (const [message, locale] of qs) {
  const t = performance.now();
  const r = await answerWithDetails({ message, locale, history: [] }, { provider: null });
  console.log(`\n===== ${message} (${locale}) ${(performance.now() - t).toFixed(1)}ms corrections=${r.corrections.length}\n${r.text}\n--- verses:\n${r.verses.join("\n")}`);
}

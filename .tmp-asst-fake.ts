import { answerWithDetails } from "@/lib/chat/assistant/pipeline";
import { startFakeOpenAIServer, type FakeChatRequest } from "@/lib/chat/assistant/testing/fake-openai-server";
function misquote(text: string) { const w = text.split(" "); return [...w.slice(0, 2), ...w.slice(3, -1), "forever."].join(" "); }
function flawed(r: FakeChatRequest) {
  const sys = String(r.messages[0]?.content ?? "");
  const ps = [...sys.matchAll(/^\[\d+\] (.+?) — (.+)$/gmu)].map((m) => ({ label: m[1], text: m[2] }));
  const raw = [`${ps[0].label} says “${misquote(ps[0].text)}”`, `${ps[1].label.replace(/–/g, "\u2012")} — ${misquote(ps[1].text)}`, 'John 3:45 says "God will always make you rich." Hezekiah 2:1 agrees (see also Yohana 3:45).', `Read ${ps[0].label} again today.`].join("\n\n");
  console.log("RAW:\n" + raw + "\n");
  return raw;
}
const f = await startFakeOpenAIServer({ behaviour: { kind: "reply", text: flawed } });
for (const [m, l] of [["Ninawezaje kushinda wasiwasi na hofu?", "sw"], ["Quote 1 Corinthians 13:4-7", "en"]] as const) {
  const r = await answerWithDetails({ message: m, locale: l, history: [] }, { provider: { baseURL: f.baseURL, model: "x", timeoutMs: 5000 } });
  console.log("VERIFIED:\n" + r.text + "\n", r.verses.length, r.corrections.map((c) => c.kind));
}
await f.close();

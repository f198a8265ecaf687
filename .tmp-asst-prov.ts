import { answerWithDetails, streamWithDetails } from "@/lib/chat/assistant/pipeline";
import { startFakeOpenAIServer } from "@/lib/chat/assistant/testing/fake-openai-server";
const reply = `God's love is shown in John 3:16, which says “For God loved the world so much that he gave his one and only Son, so that everyone who believes in him will not perish.”

You can also read John 3:45, which says "God will never leave you." And Hezekiah 2:1 tells us to trust.

See Romans 5:8 (and John 3:16‒17). Call our helpline on +254 700 123 456 for support.`;
const server = await startFakeOpenAIServer({ behaviour: { kind: "reply", text: reply } });
const config = { baseURL: server.baseURL, model: "fake", timeoutMs: 2000 };
let r = await answerWithDetails({ message: "Does God love me?", locale: "en", history: [] }, { provider: config });
console.log(r.engine, "\n" + r.text, "\n--", r.verses, r.corrections);
const s = streamWithDetails({ message: "Does God love me?", locale: "en", history: [] }, { provider: config });
const pieces: string[] = [];
for await (const p of s.textStream) pieces.push(p);
const res = await s.result;
console.log("stream equal:", pieces.join("") === res.text, res.text === r.text, res.engine);
server.setBehaviour({ kind: "hang" });
let t = performance.now();
r = await answerWithDetails({ message: "Does God love me?", locale: "en", history: [] }, { provider: { ...config, timeoutMs: 300 } });
console.log("hang:", r.engine, (performance.now() - t).toFixed(0));
t = performance.now();
const s2 = streamWithDetails({ message: "Does God love me?", locale: "en", history: [] }, { provider: { ...config, timeoutMs: 300 } });
for await (const _ of s2.textStream) {}
console.log("hang stream:", (await s2.result).engine, (performance.now() - t).toFixed(0));
console.log(JSON.stringify(server.requests[0].messages).slice(0, 3000));
await server.close();

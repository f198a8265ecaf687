import { answerWithDetails } from "@/lib/chat/assistant/pipeline";
const r = await answerWithDetails({ message: process.argv[2], locale: process.argv[3] as "en", history: [] }, { provider: null });
console.log(r.text, "\n---\n", r.verses, r.corrections);

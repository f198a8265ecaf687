import { formatReference } from "@/lib/bible/reference";
import { analyzeMessage } from "@/lib/chat/assistant/intents";
import { retrievePassages } from "@/lib/chat/assistant/retrieval";
import { PRAYER_TOPIC_IDS } from "@/lib/chat/assistant/topics";

/** The topic a message is about, leaving aside the one on prayer itself. */
export function needOf(message: string, locale: "en" | "sw"): string | undefined {
  return analyzeMessage({ message, history: [], locale }).topics.find(
    ({ topic }) => !PRAYER_TOPIC_IDS.has(topic.id),
  )?.topic.id;
}

/** The passage a reply to the message would quote first, with its English name ("John 3:16"). */
export function firstPassage(message: string, locale: "en" | "sw"): string | undefined {
  const [first] = retrievePassages(analyzeMessage({ message, history: [], locale }), { limit: 1 });
  return first && formatReference(first.reference, "en");
}

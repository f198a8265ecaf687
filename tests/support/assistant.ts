import { analyzeMessage } from "@/lib/chat/assistant/intents";
import { PRAYER_TOPIC_IDS } from "@/lib/chat/assistant/topics";

/** The topic a message is about, leaving aside the one on prayer itself. */
export function needOf(message: string, locale: "en" | "sw"): string | undefined {
  return analyzeMessage({ message, history: [], locale }).topics.find(
    ({ topic }) => !PRAYER_TOPIC_IDS.has(topic.id),
  )?.topic.id;
}

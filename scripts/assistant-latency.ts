/**
 * How long the offline assistant takes per reply, for `npm run bench:assistant`: over the
 * benchmark's and golden set's messages, and on messages of the chat's maximum length, which
 * block the server's event loop for every other request while they are answered.
 */
import type { Locale } from "@/lib/i18n/locales";
import { answerWithDetails } from "@/lib/chat/assistant/pipeline";
import { MAX_MESSAGE_LENGTH } from "@/lib/chat/assistant/types";

export interface Latency {
  p50: number;
  p95: number;
  cpuP95: number;
  count: number;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** Wall-clock and CPU milliseconds of one offline reply. */
async function timedReply(message: string, locale: Locale): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  await answerWithDetails({ message, locale, history: [] }, { provider: null });
  const used = process.cpuUsage(cpuStarted);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

/** Wall-clock and CPU time per offline reply; CPU time is what other processes on the machine do not inflate. */
export async function offlineLatency(
  messages: readonly { message: string; locale: Locale }[],
): Promise<Latency> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const { message, locale } of messages) {
      const reply = await timedReply(message, locale);
      wall.push(reply.wall);
      cpu.push(reply.cpu);
    }
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: percentile(wall, 0.5),
    p95: percentile(wall, 0.95),
    cpuP95: percentile(cpu, 0.95),
    count: wall.length,
  };
}

/** A reader telling of their life at length and asking prayer, repeated to the chat's maximum. */
const LONG_MESSAGES: Record<Locale, string> = {
  en: "Please pray for my husband, he lost his job and we are struggling to pay rent. I feel anxious and alone, and our children ask why we argue at night. ",
  sw: "Tafadhali muombee mume wangu, amefukuzwa kazi na tunashindwa kulipa kodi. Nina wasiwasi na upweke, na watoto wetu wanauliza kwa nini tunagombana usiku. ",
};

/** What a reply to a message of the chat's maximum length may take, in CPU milliseconds. */
export const LONG_MESSAGE_LIMIT_MS = 150;
const LONG_MESSAGE_RUNS = 5;

/** The median CPU milliseconds of a reply to a message of the chat's maximum length, per language. */
export async function longMessageLatency(): Promise<Record<Locale, number>> {
  const medians = {} as Record<Locale, number>;
  for (const locale of Object.keys(LONG_MESSAGES) as Locale[]) {
    const message = LONG_MESSAGES[locale]
      .repeat(Math.ceil(MAX_MESSAGE_LENGTH / LONG_MESSAGES[locale].length))
      .slice(0, MAX_MESSAGE_LENGTH)
      .trim();
    await timedReply(message, locale);
    const cpu: number[] = [];
    for (let run = 0; run < LONG_MESSAGE_RUNS; run += 1)
      cpu.push((await timedReply(message, locale)).cpu);
    medians[locale] = cpu.sort((a, b) => a - b)[Math.floor(LONG_MESSAGE_RUNS / 2)];
  }
  return medians;
}

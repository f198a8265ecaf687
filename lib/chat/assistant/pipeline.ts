import "server-only";
import { analyzeMessage, type MessageAnalysis } from "./intents";
import { composeOfflineReply } from "./offline-engine";
import { buildMessages, buildSystemPrompt } from "./prompt";
import { generateProviderText, streamProviderText, type ProviderCall } from "./provider-engine";
import { providerConfigFromEnv, type ProviderConfig } from "./providers";
import { retrievePassages, type Passage } from "./retrieval";
import { verseEntry } from "./scripture";
import {
  assistantRequestSchema,
  MAX_HISTORY_TURNS,
  type AssistantReply,
  type AssistantRequest,
  type ChatTurn,
  type EngineName,
} from "./types";
import { MAX_VERSE_ENTRIES, verifyText, versesCitedIn, type Correction } from "./verify";

export interface AssistantOptions {
  /** The provider to use; `null` forces the offline engine; omitted, it comes from the environment. */
  provider?: ProviderConfig | null;
}

export interface AssistantOutcome extends AssistantReply {
  engine: EngineName;
  /** What the verification layer changed in the engine's draft. */
  corrections: Correction[];
}

export interface AssistantOutcomeStream {
  textStream: AsyncIterable<string>;
  result: Promise<AssistantOutcome>;
}

interface Prepared {
  analysis: MessageAnalysis;
  passages: Passage[];
  history: ChatTurn[];
  message: string;
  signal?: AbortSignal;
}

/** Replies our own rules write whatever the engine: care comes before anything a model says. */
const OFFLINE_ONLY: ReadonlySet<MessageAnalysis["intent"]> = new Set(["crisis", "hateful"]);
const TOPPED_UP_INTENTS: ReadonlySet<MessageAnalysis["intent"]> = new Set([
  "question",
  "prayer",
  "contested",
  "story",
  "teaching",
  "compare",
]);
const TOPPED_UP_VERSES = 3;

function prepare(request: AssistantRequest): Prepared {
  const { history, message, locale } = assistantRequestSchema.parse(request);
  const recent = history.slice(-MAX_HISTORY_TURNS);
  const analysis = analyzeMessage({ message, history: recent, locale });
  const passages = retrievePassages(analysis, { history: recent });
  return { analysis, passages, history: recent, message, signal: request.signal };
}

function offlineOutcome({ analysis, passages }: Prepared): AssistantOutcome {
  const { text, corrections } = verifyText(composeOfflineReply(analysis, passages), {
    locale: analysis.locale,
  });
  return { text, verses: versesCitedIn(text, analysis.locale), engine: "offline", corrections };
}

function providerVerses(text: string, { analysis, passages }: Prepared): string[] {
  const verses = versesCitedIn(text, analysis.locale);
  if (verses.length >= 2 || !TOPPED_UP_INTENTS.has(analysis.intent)) return verses;
  for (const passage of passages) {
    if (verses.length >= Math.min(TOPPED_UP_VERSES, MAX_VERSE_ENTRIES)) break;
    const entry = verseEntry(passage.reference, analysis.locale);
    if (entry && !verses.includes(entry)) verses.push(entry);
  }
  return verses;
}

function providerCall(prepared: Prepared, config: ProviderConfig): ProviderCall {
  return {
    config,
    system: buildSystemPrompt(prepared.analysis, prepared.passages),
    messages: buildMessages(prepared.history, prepared.message),
    signal: prepared.signal,
  };
}

function providerFor(prepared: Prepared, options: AssistantOptions): ProviderConfig | undefined {
  if (OFFLINE_ONLY.has(prepared.analysis.intent)) return undefined;
  const config = options.provider === undefined ? providerConfigFromEnv() : options.provider;
  return config ?? undefined;
}

function reportFallback(error: unknown): void {
  console.warn(
    `Assistant provider failed, answering offline: ${error instanceof Error ? error.message : String(error)}`,
  );
}

export async function answerWithDetails(
  request: AssistantRequest,
  options: AssistantOptions = {},
): Promise<AssistantOutcome> {
  const prepared = prepare(request);
  const config = providerFor(prepared, options);
  if (!config) return offlineOutcome(prepared);
  try {
    const draft = await generateProviderText(providerCall(prepared, config));
    const { text, corrections } = verifyText(draft, {
      locale: prepared.analysis.locale,
      removePhoneNumbers: true,
    });
    if (!text) return offlineOutcome(prepared);
    return { text, verses: providerVerses(text, prepared), engine: "provider", corrections };
  } catch (error) {
    reportFallback(error);
    return offlineOutcome(prepared);
  }
}

/** A single-reader queue: the producer runs ahead, the reader takes pieces as they come. */
function pieceQueue() {
  const pieces: string[] = [];
  let closed = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  return {
    push(piece: string) {
      pieces.push(piece);
      notify();
    },
    close() {
      closed = true;
      notify();
    },
    async *read(): AsyncGenerator<string> {
      for (;;) {
        if (pieces.length > 0) yield pieces.shift()!;
        else if (closed) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

const PARAGRAPH_BREAK = /\n[ \t]*\n+(?=\S)/gu;

async function streamProvider(
  prepared: Prepared,
  config: ProviderConfig,
  emit: (paragraph: string) => void,
): Promise<{ emitted: string[]; corrections: Correction[]; error?: unknown }> {
  const emitted: string[] = [];
  const corrections: Correction[] = [];
  const { locale } = prepared.analysis;
  const flush = (paragraph: string) => {
    const verified = verifyText(paragraph, { locale, removePhoneNumbers: true });
    corrections.push(...verified.corrections);
    if (!verified.text) return;
    emit(emitted.length === 0 ? verified.text : `\n\n${verified.text}`);
    emitted.push(verified.text);
  };
  let buffer = "";
  try {
    for await (const delta of streamProviderText(providerCall(prepared, config))) {
      buffer += delta;
      let consumed = 0;
      for (const match of buffer.matchAll(PARAGRAPH_BREAK)) {
        flush(buffer.slice(consumed, match.index));
        consumed = match.index + match[0].length;
      }
      buffer = buffer.slice(consumed);
    }
    flush(buffer);
    return { emitted, corrections };
  } catch (error) {
    return { emitted, corrections, error };
  }
}

export function streamWithDetails(
  request: AssistantRequest,
  options: AssistantOptions = {},
): AssistantOutcomeStream {
  const prepared = prepare(request);
  const queue = pieceQueue();
  const emitOffline = () => {
    const outcome = offlineOutcome(prepared);
    outcome.text
      .split("\n\n")
      .forEach((paragraph, index) => queue.push(index === 0 ? paragraph : `\n\n${paragraph}`));
    return outcome;
  };
  const result = (async (): Promise<AssistantOutcome> => {
    try {
      const config = providerFor(prepared, options);
      if (!config) return emitOffline();
      const streamed = await streamProvider(prepared, config, (piece) => queue.push(piece));
      if (streamed.error) reportFallback(streamed.error);
      if (streamed.emitted.length === 0) return emitOffline();
      const text = streamed.emitted.join("\n\n");
      return {
        text,
        verses: providerVerses(text, prepared),
        engine: "provider",
        corrections: streamed.corrections,
      };
    } finally {
      queue.close();
    }
  })();
  return { textStream: queue.read(), result };
}

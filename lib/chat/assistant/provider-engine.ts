import "server-only";
import { generateText, streamText, type ModelMessage } from "ai";
import { providerModel, type ProviderConfig } from "./providers";

export interface ProviderCall {
  config: ProviderConfig;
  system: string;
  messages: ModelMessage[];
  signal?: AbortSignal;
}

const MAX_OUTPUT_TOKENS = 700;

function callSignal({ config, signal }: ProviderCall): AbortSignal {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** The provider's whole reply, unverified; throws on any error or when the time is up. */
export async function generateProviderText(call: ProviderCall): Promise<string> {
  const { text } = await generateText({
    model: providerModel(call.config),
    system: call.system,
    messages: call.messages,
    maxRetries: 0,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    abortSignal: callSignal(call),
  });
  return text;
}

/** The provider's reply as it arrives, unverified; throws on any error or when the time is up. */
export async function* streamProviderText(call: ProviderCall): AsyncGenerator<string> {
  const signal = callSignal(call);
  const result = streamText({
    model: providerModel(call.config),
    system: call.system,
    messages: call.messages,
    maxRetries: 0,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    abortSignal: signal,
  });
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") yield part.text;
    else if (part.type === "error")
      throw part.error instanceof Error ? part.error : new Error(String(part.error));
    else if (part.type === "abort")
      throw signal.reason instanceof Error
        ? signal.reason
        : new Error("The provider call was aborted.");
  }
}

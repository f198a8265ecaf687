import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { z } from "zod";
import { serverEnv } from "@/lib/env";

export interface ProviderConfig {
  baseURL: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

const providerConfigSchema = z.object({
  baseURL: z.url({ protocol: /^https?$/ }),
  model: z.string().trim().min(1),
  apiKey: z.string().min(1).optional(),
  timeoutMs: z.number().int().positive(),
});

/**
 * The provider engine's settings from AI_BASE_URL, AI_MODEL, AI_API_KEY and AI_TIMEOUT_MS;
 * undefined (the offline engine) unless both the URL and the model are set and valid.
 */
export function providerConfigFromEnv(): ProviderConfig | undefined {
  const env = serverEnv();
  if (!env.AI_BASE_URL || !env.AI_MODEL) return undefined;
  const parsed = providerConfigSchema.safeParse({
    baseURL: env.AI_BASE_URL,
    model: env.AI_MODEL,
    apiKey: env.AI_API_KEY,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
  return parsed.success ? parsed.data : undefined;
}

/** Any OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server. */
export function providerModel(config: ProviderConfig): LanguageModel {
  const provider = createOpenAICompatible({
    name: "assistant",
    baseURL: config.baseURL.replace(/\/$/, ""),
    apiKey: config.apiKey,
  });
  return provider.chatModel(config.model);
}

import { z } from "zod";
import suggestionsJson from "@/content/assistant/suggestions.json";

const localizedSchema = z.object({ en: z.string().min(1), sw: z.string().min(1) });

export const suggestionsSchema = z.object({
  categories: z
    .array(
      z.object({
        id: z.enum(["faith-growth", "prayer-worship", "bible-study", "life-guidance"]),
        title: localizedSchema,
        questions: z.array(localizedSchema).length(4),
      }),
    )
    .length(4),
  quickActions: z
    .array(
      z.object({
        id: z.enum(["ask-about-faith", "verse-explanation", "prayer-help", "gods-will"]),
        label: localizedSchema,
        prompt: localizedSchema,
      }),
    )
    .length(4),
});

export type AssistantSuggestions = z.infer<typeof suggestionsSchema>;
export type LocalizedText = z.infer<typeof localizedSchema>;

/** The welcome view's suggested questions and quick actions, in both languages. */
export const assistantSuggestions: AssistantSuggestions = suggestionsSchema.parse(suggestionsJson);

"use client";

import {
  BookOpen,
  Compass,
  HandHeart,
  Heart,
  MessageCircleQuestionMark,
  ScrollText,
  Sparkles,
  Sprout,
} from "@/components/icons";
import { useTranslations } from "next-intl";
import type { ComponentType, SVGProps } from "react";

const CATEGORIES = [
  { key: "faithGrowth", icon: Sprout },
  { key: "prayerWorship", icon: HandHeart },
  { key: "bibleStudy", icon: BookOpen },
  { key: "lifeGuidance", icon: Compass },
] as const;

const QUESTIONS = ["q1", "q2", "q3"] as const;

const QUICK_ACTIONS: ReadonlyArray<{
  key: "askFaith" | "verseExplanation" | "prayerHelp" | "godsWill";
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  { key: "askFaith", icon: MessageCircleQuestionMark },
  { key: "verseExplanation", icon: ScrollText },
  { key: "prayerHelp", icon: Heart },
  { key: "godsWill", icon: Sparkles },
];

interface ChatWelcomeProps {
  /** A suggested question is sent as it is. */
  onAsk: (question: string) => void;
  /** A quick action starts a message for the reader to finish. */
  onStart: (prompt: string) => void;
  disabled: boolean;
}

/** The empty conversation: what the assistant is for, questions to start with, quick actions. */
export function ChatWelcome({ onAsk, onStart, disabled }: ChatWelcomeProps) {
  const t = useTranslations("Chat");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8">
      <div className="text-center">
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">{t("welcome.title")}</h2>
        <p className="text-primary mt-2 font-medium">{t("welcome.subtitle")}</p>
        <p className="text-muted-foreground mx-auto mt-3 max-w-2xl">{t("welcome.description")}</p>
        <p className="mt-4 text-sm font-medium">{t("welcome.explore")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {CATEGORIES.map(({ key, icon: Icon }) => (
          <section
            key={key}
            aria-labelledby={`chat-category-${key}`}
            className="bg-card rounded-xl border p-4"
          >
            <h3 id={`chat-category-${key}`} className="flex items-center gap-2 font-semibold">
              <Icon aria-hidden className="text-primary size-5" />
              {t(`categories.${key}.title`)}
            </h3>
            <ul className="mt-3 space-y-1.5">
              {QUESTIONS.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onAsk(t(`categories.${key}.${question}`))}
                    className="hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 w-full rounded-md px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-[3px] disabled:opacity-50"
                  >
                    {t(`categories.${key}.${question}`)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section aria-labelledby="chat-quick-actions">
        <h3 id="chat-quick-actions" className="sr-only">
          {t("quickActionsLabel")}
        </h3>
        <div className="flex flex-wrap justify-center gap-2">
          {QUICK_ACTIONS.map(({ key, icon: Icon }) => (
            <button
              key={key}
              type="button"
              onClick={() => onStart(t(`quickActions.${key}.prompt`))}
              className="bg-background hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium outline-none focus-visible:ring-[3px]"
            >
              <Icon aria-hidden className="text-primary size-4" />
              {t(`quickActions.${key}.label`)}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}

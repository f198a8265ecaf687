"use client";

import { ArrowUp, Mic, MicOff, Square } from "@/components/icons";
import { useTranslations } from "next-intl";
import { useLayoutEffect, useState, type KeyboardEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/ui/toast";

/** The textarea grows with its text up to this height, then scrolls. */
const MAX_INPUT_HEIGHT_PX = 200;

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** A reply is under way: Stop replaces Send. */
  busy: boolean;
  /** Spec: a member without a session cannot send yet. */
  ready: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  maxLength: number;
}

/** The message box: Enter sends, Shift+Enter breaks the line, Stop while a reply streams. */
export function ChatInput({
  value,
  onChange,
  onSend,
  onStop,
  busy,
  ready,
  inputRef,
  maxLength,
}: ChatInputProps) {
  const t = useTranslations("Chat");
  const [listening, setListening] = useState(false);
  const canSend = ready && !busy && value.trim().length > 0;

  useLayoutEffect(() => {
    const field = inputRef.current;
    if (!field) return;
    field.style.height = "auto";
    field.style.height = `${Math.min(field.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
  }, [value, inputRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  // Spec: the microphone only says what it would do; there is no speech input behind it.
  const toggleVoice = () => {
    const next = !listening;
    setListening(next);
    toast.success(next ? t("toasts.voiceStarting") : t("toasts.voiceStopping"), {
      id: "chat-voice",
    });
  };

  return (
    <form
      className="bg-background focus-within:ring-ring/50 focus-within:border-ring flex items-end gap-2 rounded-xl border p-2 shadow-xs focus-within:ring-[3px]"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        {t("input.label")}
      </label>
      <textarea
        id="chat-message"
        ref={inputRef}
        rows={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t("input.placeholder")}
        aria-describedby="chat-message-hint"
        maxLength={maxLength}
        className="placeholder:text-muted-foreground max-h-[200px] min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-base outline-none"
      />
      <span id="chat-message-hint" className="sr-only">
        {t("input.hint")}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-pressed={listening}
        aria-label={listening ? t("input.stopVoice") : t("input.startVoice")}
        onClick={toggleVoice}
      >
        {listening ? <MicOff aria-hidden /> : <Mic aria-hidden />}
      </Button>
      {busy ? (
        <Button
          type="button"
          size="icon"
          variant="secondary"
          className="rounded-full"
          aria-label={t("input.stop")}
          onClick={onStop}
        >
          <Square aria-hidden className="size-3.5 fill-current" />
        </Button>
      ) : (
        <Button
          type="submit"
          size="icon"
          className="rounded-full"
          disabled={!canSend}
          aria-label={t("input.send")}
        >
          <ArrowUp aria-hidden />
        </Button>
      )}
    </form>
  );
}

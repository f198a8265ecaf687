// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { createRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { ChatInput } from "./chat-input";

afterEach(cleanup);

function Harness({
  busy = false,
  ready = true,
  onSend,
  onStop = () => undefined,
}: {
  busy?: boolean;
  ready?: boolean;
  onSend: (text: string) => void;
  onStop?: () => void;
}) {
  const [value, setValue] = useState("");
  return (
    <ChatInput
      value={value}
      onChange={setValue}
      onSend={() => onSend(value)}
      onStop={onStop}
      busy={busy}
      ready={ready}
      inputRef={createRef<HTMLTextAreaElement>()}
      maxLength={4000}
    />
  );
}

function renderInput(props: Parameters<typeof Harness>[0]) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <Harness {...props} />
    </NextIntlClientProvider>,
  );
}

describe("ChatInput", () => {
  it("sends on Enter and keeps Shift+Enter for a new line", async () => {
    const onSend = vi.fn();
    renderInput({ onSend });
    const field = screen.getByRole("textbox", { name: "Your message" });
    await userEvent.type(field, "Line one{Shift>}{Enter}{/Shift}Line two");
    expect(field).toHaveValue("Line one\nLine two");
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(field, "{Enter}");
    expect(onSend).toHaveBeenCalledWith("Line one\nLine two");
  });

  it("cannot send an empty or blank message", async () => {
    const onSend = vi.fn();
    renderInput({ onSend });
    const send = screen.getByRole("button", { name: "Send message" });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox"), "   {Enter}");
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("cannot send without a session", async () => {
    const onSend = vi.fn();
    renderInput({ onSend, ready: false });
    await userEvent.type(screen.getByRole("textbox"), "Hello{Enter}");
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("offers Stop instead of Send while a reply is under way", async () => {
    const onSend = vi.fn();
    const onStop = vi.fn();
    renderInput({ onSend, onStop, busy: true });
    expect(screen.queryByRole("button", { name: "Send message" })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox"), "Next question{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Stop the reply" }));
    expect(onStop).toHaveBeenCalled();
  });
});

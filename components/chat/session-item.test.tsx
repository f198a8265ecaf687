// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatSession } from "@/lib/chat/schemas";
import en from "@/messages/en.json";
import sw from "@/messages/sw.json";
import { SessionList, type SessionListProps } from "./session-list";

afterEach(cleanup);

const today = new Date().toISOString();
const session = (id: string, name: string): ChatSession => ({
  id,
  session_name: name,
  created_at: today,
  updated_at: today,
});

function renderList(props: Partial<SessionListProps> = {}, locale: "en" | "sw" = "en") {
  const handlers = {
    onSelect: vi.fn(),
    onNew: vi.fn(),
    onRename: vi.fn(async () => undefined),
    onDelete: vi.fn(),
    onRetry: vi.fn(),
  };
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : sw}>
      <SessionList
        sessions={[session("a", "Grace"), session("b", "Prayer")]}
        failed={false}
        activeId="a"
        canRename
        creating={false}
        defaultName="New Chat"
        {...handlers}
        {...props}
      />
    </NextIntlClientProvider>,
  );
  return handlers;
}

describe("SessionList", () => {
  it("shows the empty state in both languages", () => {
    renderList({ sessions: [] });
    expect(screen.getByText("No chat sessions yet")).toBeInTheDocument();
    cleanup();
    renderList({ sessions: [] }, "sw");
    expect(screen.getByText("Bado hakuna mazungumzo")).toBeInTheDocument();
  });

  it("marks the open session and groups by day", () => {
    renderList();
    expect(screen.getByRole("button", { name: "Grace" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Prayer" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("heading", { name: "Today" })).toBeInTheDocument();
  });

  it("renames on Enter with the trimmed name", async () => {
    const { onRename } = renderList();
    await userEvent.click(screen.getByRole("button", { name: "Rename Grace" }));
    const field = screen.getByRole("textbox", { name: "New name for Grace" });
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, "  Amazing grace  {Enter}");
    expect(onRename).toHaveBeenCalledWith("a", "Amazing grace");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("cancels on Escape, and closes without saving a name that is empty or unchanged", async () => {
    const { onRename } = renderList();
    await userEvent.click(screen.getByRole("button", { name: "Rename Grace" }));
    await userEvent.type(screen.getByRole("textbox"), " more{Escape}");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Rename Grace" }));
    await userEvent.clear(screen.getByRole("textbox"));
    await userEvent.type(screen.getByRole("textbox"), "   {Enter}");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Rename Grace" }));
    await userEvent.type(screen.getByRole("textbox"), "{Enter}");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();
  });

  it("offers no rename without the right to rename", () => {
    renderList({ canRename: false });
    expect(screen.queryByRole("button", { name: "Rename Grace" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Grace" })).toBeInTheDocument();
  });

  it("offers a retry when the list could not be read", async () => {
    const { onRetry } = renderList({ sessions: undefined, failed: true });
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch chat sessions");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe("a new session's name", () => {
  it("is shown in the page's language", () => {
    renderList({ sessions: [session("a", "New Chat")] }, "sw");
    expect(screen.getByRole("button", { name: "Mazungumzo mapya" })).toBeInTheDocument();
  });
});

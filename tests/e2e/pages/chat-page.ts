import { expect, type Page } from "@playwright/test";

/** The texts the chat tests look for, in both languages. */
export const CHAT_TEXTS = {
  en: {
    welcome: "Welcome to your Bible study companion",
    message: "Your message",
    send: "Send message",
    stop: "Stop the reply",
    copy: "Copy",
    copied: "Copied",
    bookmark: "Bookmark",
    editTags: "Edit tags",
    limitTitle: "Daily Message Limit Reached",
    upgrade: "Upgrade",
    noneLeft: "No messages left today",
    offlineReply: "I’m currently offline",
    openSessions: "Open chat sessions",
    newSession: "New",
    rename: "Rename",
    delete: "Delete",
    deleteConfirm: "Delete chat",
    renamed: "Session name updated",
    empty: "No chat sessions yet",
    today: "Today",
    sessionsTitle: "Chat sessions",
    newChat: "New Chat",
  },
  sw: {
    welcome: "Karibu kwa msaidizi wako wa kujifunza Biblia",
    message: "Ujumbe wako",
    send: "Tuma ujumbe",
    stop: "Simamisha jibu",
    copy: "Nakili",
    copied: "Imenakiliwa",
    bookmark: "Hifadhi",
    editTags: "Badilisha lebo",
    limitTitle: "Umefikia Kikomo cha Jumbe za Leo",
    upgrade: "Pata Premium",
    noneLeft: "Hakuna ujumbe uliobaki leo",
    offlineReply: "Kwa sasa siko mtandaoni",
    openSessions: "Fungua orodha ya mazungumzo",
    newSession: "Mapya",
    rename: "Badilisha jina",
    delete: "Futa",
    deleteConfirm: "Futa mazungumzo",
    renamed: "Jina limebadilishwa",
    empty: "Bado hakuna mazungumzo",
    today: "Leo",
    sessionsTitle: "Mazungumzo yako",
    newChat: "Mazungumzo mapya",
  },
} as const;

export type ChatLocale = keyof typeof CHAT_TEXTS;

/** The /{lang}/ai-chat page, driven by its roles and labels. */
export class ChatPage {
  readonly texts: (typeof CHAT_TEXTS)[ChatLocale];

  constructor(
    readonly page: Page,
    readonly locale: ChatLocale = "en",
  ) {
    this.texts = CHAT_TEXTS[locale];
  }

  async goto() {
    await this.page.goto(`/${this.locale}/ai-chat`);
  }

  get input() {
    return this.page.getByLabel(this.texts.message, { exact: true });
  }

  get sendButton() {
    return this.page.getByRole("button", { name: this.texts.send });
  }

  get stopButton() {
    return this.page.getByRole("button", { name: this.texts.stop });
  }

  get welcome() {
    return this.page.getByRole("heading", { name: this.texts.welcome });
  }

  get userMessages() {
    return this.page.getByTestId("user-message");
  }

  get agentMessages() {
    return this.page.getByTestId("agent-message");
  }

  /** Replies the server has stored (the stream has ended). */
  get savedReplies() {
    return this.page.locator("[data-testid=agent-message][data-state=saved]");
  }

  async send(text: string) {
    await this.input.fill(text);
    await this.input.press("Enter");
  }

  /** Sends and waits for the stored reply that answers it. */
  async ask(text: string) {
    const before = await this.savedReplies.count();
    await this.send(text);
    await expect(this.savedReplies).toHaveCount(before + 1, { timeout: 20_000 });
    return this.savedReplies.last();
  }

  /** The sessions panel (desktop) or the drawer (under 768 px), whichever is showing. */
  sessions() {
    return this.page.getByRole("navigation", { name: this.texts.sessionsTitle }).filter({
      visible: true,
    });
  }

  sessionButton(name: string | RegExp) {
    return this.sessions().getByRole("button", { name, exact: typeof name === "string" });
  }

  currentSession() {
    return this.sessions().locator("[aria-current=true]");
  }
}

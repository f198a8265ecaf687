"use client";

import { PanelLeft, WifiOff } from "@/components/icons";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useOnline } from "@/hooks/use-online";
import { chatKeys } from "@/lib/chat/keys";
import type { ChatMessage, ChatSession, ChatUsage } from "@/lib/chat/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { toast } from "@/lib/ui/toast";
import type { MessageBookmark } from "./bookmark-dialog";
import { ChatPanel } from "./chat-panel";
import { mergeMessages, saved, settleKept, type ConversationMessage } from "./conversation";
import { newestFirst } from "./session-groups";
import { SessionList, type SessionListProps } from "./session-list";
import { OPEN_SESSION_CONFIG, SESSION_LIST_CONFIG, useChatResource } from "./use-chat-resource";
import { useReplyStream } from "./use-reply-stream";
import { UsageLine } from "./usage-line";

// Dialog code loads on first use: the drawer on its first opening, the confirmation on a delete.
const SessionDrawer = lazy(() => import("./session-drawer"));
const DeleteSessionDialog = lazy(() => import("./delete-session-dialog"));
const loadChatClient = () => import("@/lib/chat/client");

export interface MemberChatProps {
  userId: string;
  locale: Locale;
  /** The plan as the server read it: premium members get the sidebar and renaming. */
  usage: ChatUsage;
  maxLength: number;
  upgradeHref: string;
  defaultSessionName: string;
  initialSessions: ChatSession[];
}

/**
 * A member's chat: the newest session opens (one is created for a member with none); premium
 * members switch, create, rename and delete sessions in the sidebar; free members see the
 * messages they have left today.
 */
export function MemberChat({
  userId,
  locale,
  usage: initialUsage,
  maxLength,
  upgradeHref,
  defaultSessionName,
  initialSessions,
}: MemberChatProps) {
  const t = useTranslations("Chat");
  const online = useOnline();
  const sessions = useChatResource(chatKeys.sessions(userId), {
    ...SESSION_LIST_CONFIG,
    fallbackData: initialSessions,
  });
  const usage = useChatResource(chatKeys.usage(userId), {
    fallbackData: initialUsage,
    revalidateOnFocus: false,
  });
  const hasSidebar = (usage.data ?? initialUsage).has_sidebar;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const activeId =
    sessions.data?.some((session) => session.id === selectedId) === true
      ? selectedId
      : (newestFirst(sessions.data ?? [])[0]?.id ?? null);
  const switched = useRef(false);
  const session = useChatResource(activeId ? chatKeys.session(userId, activeId) : null, {
    ...OPEN_SESSION_CONFIG,
    onError: () => {
      // Offline, the note under the conversation says why; a toast would only repeat it.
      if (!navigator.onLine) return;
      toast.error(switched.current ? t("toasts.switchError") : t("toasts.fetchMessagesError"), {
        id: "chat-session-error",
      });
    },
  });
  const [kept, setKept] = useState<{ sessionId: string; messages: ConversationMessage[] }>();
  const [creating, setCreating] = useState(false);
  const [createFailed, setCreateFailed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [deleting, setDeleting] = useState<ChatSession | null>(null);
  const { mutate: mutateSessions } = sessions;
  // SWR hands an updater its cache, which is empty while the list is the server's fallback.
  const initialList = sessions.data;
  const listOf = useCallback(
    (cached: ChatSession[] | undefined) => cached ?? initialList ?? [],
    [initialList],
  );
  const { mutate: mutateSession } = session;
  const { mutate: mutateUsage } = usage;

  useEffect(() => {
    if (sessions.error && online) {
      toast.error(t("toasts.fetchSessionsError"), { id: "chat-sessions-error" });
    }
  }, [sessions.error, online, t]);

  /** Whether the new session exists; on a failure the line under the input offers to try again. */
  const startSession = useCallback(async (): Promise<boolean> => {
    setCreating(true);
    setCreateFailed(false);
    try {
      const { createSession } = await loadChatClient();
      const created = await createSession(userId);
      await mutateSessions((list) => [created, ...listOf(list)], { revalidate: false });
      setSelectedId(created.id);
      return true;
    } catch {
      setCreateFailed(true);
      toast.error(t("toasts.createErrorTitle"), {
        id: "chat-create-error",
        description: t("toasts.createErrorDescription"),
      });
      return false;
    } finally {
      setCreating(false);
    }
  }, [userId, mutateSessions, listOf, t]);

  // Spec: a member with no session gets one, once per visit. One that could not be created (a
  // dropped connection) is tried again when the connection comes back: a free member has no
  // sidebar to start one, and cannot send without it.
  const autoCreated = useRef(false);
  useEffect(() => {
    if (sessions.data?.length !== 0 || autoCreated.current || !online) return;
    autoCreated.current = true;
    void startSession().then((created) => {
      if (!created) autoCreated.current = false;
    });
  }, [sessions.data, startSession, online]);

  const onSaved = useCallback(
    (user: ChatMessage, agent: ChatMessage) => {
      void mutateSession(
        (detail) =>
          detail && {
            ...detail,
            messages: [
              ...detail.messages.filter(({ id }) => id !== user.id && id !== agent.id),
              user,
              agent,
            ],
          },
        // A conversation still loading when the reply was saved is asked for again: the answer on
        // its way predates the reply, and SWR drops it for this change anyway.
        { revalidate: (detail) => detail === undefined },
      );
      // The first message names a 'New Chat' session; the count of messages left changes.
      void mutateSessions();
      void mutateUsage();
    },
    [mutateSession, mutateSessions, mutateUsage],
  );

  const onKept = useCallback(
    (messages: ConversationMessage[]) => {
      if (activeId) setKept({ sessionId: activeId, messages });
      void mutateSession();
      void mutateUsage();
    },
    [activeId, mutateSession, mutateUsage],
  );

  const reply = useReplyStream({
    userId,
    sessionId: activeId,
    isGuest: false,
    onSaved,
    onKept,
    upgradeHref,
  });

  const { send: sendReply } = reply;
  const send = useCallback(
    async (text: string) => {
      setKept(undefined);
      const outcome = await sendReply(text);
      if (outcome === "refused") void mutateUsage();
      return outcome;
    },
    [sendReply, mutateUsage],
  );

  const onBookmarked = useCallback(
    (messageId: string, bookmark: MessageBookmark) =>
      void mutateSession(
        (detail) =>
          detail && {
            ...detail,
            messages: detail.messages.map((message) =>
              message.id === messageId ? { ...message, bookmark } : message,
            ),
          },
        { revalidate: false },
      ),
    [mutateSession],
  );

  const rename = async (id: string, name: string) => {
    try {
      const { renameSession } = await loadChatClient();
      const renamed = await renameSession(userId, id, name);
      await mutateSessions(
        (list) => listOf(list).map((item) => (item.id === id ? { ...item, ...renamed } : item)),
        { revalidate: false },
      );
      toast.success(t("toasts.renameSuccessTitle"), {
        description: t("toasts.renameSuccessDescription"),
      });
    } catch {
      toast.error(t("toasts.renameError"));
    }
  };

  const remove = async (target: ChatSession) => {
    try {
      const { deleteSession } = await loadChatClient();
      await deleteSession(userId, target.id);
      await mutateSessions((list) => listOf(list).filter((item) => item.id !== target.id), {
        revalidate: false,
      });
      toast.success(t("toasts.deleteSuccess"));
    } catch {
      toast.error(t("toasts.deleteError"));
    }
  };

  const stored = (session.data?.id === activeId ? session.data?.messages : undefined) ?? [];
  const storedMessages = stored.map(saved);
  const keptMessages =
    kept && kept.sessionId === activeId ? settleKept(storedMessages, kept.messages) : [];
  const messages = mergeMessages(storedMessages, [...keptMessages, ...reply.pending]);

  const listProps: SessionListProps = {
    sessions: sessions.data,
    failed: Boolean(sessions.error),
    activeId,
    canRename: (usage.data ?? initialUsage).can_rename,
    creating,
    readOnly: !online,
    onSelect: (id) => {
      switched.current = true;
      setKept(undefined);
      setSelectedId(id);
    },
    onNew: () => void startSession(),
    onRename: rename,
    onDelete: setDeleting,
    onRetry: () => void mutateSessions(),
    defaultName: defaultSessionName,
  };

  const notStarted = createFailed && !activeId;
  const panel = (
    <ChatPanel
      locale={locale}
      userId={userId}
      messages={messages}
      phase={reply.phase}
      loading={!sessions.error && !notStarted && (!activeId || (!session.data && !session.error))}
      ready={activeId !== null && online}
      maxLength={maxLength}
      onSend={send}
      onStop={reply.stop}
      onBookmarked={onBookmarked}
      footer={
        !online ? (
          <span role="status" className="inline-flex items-center gap-1.5">
            <WifiOff aria-hidden className="size-3.5 shrink-0" />
            {t("offline")}
          </span>
        ) : notStarted ? (
          <span role="status">
            {t("createFailed")}{" "}
            <button
              type="button"
              className="text-primary font-medium underline underline-offset-2 disabled:opacity-50"
              disabled={creating}
              onClick={() => void startSession()}
            >
              {t("toasts.retry")}
            </button>
          </span>
        ) : hasSidebar ? undefined : (
          <UsageLine usage={usage.data ?? initialUsage} upgradeHref={upgradeHref} />
        )
      }
    />
  );

  if (!hasSidebar) return panel;

  return (
    <div className="flex min-h-0 flex-1">
      <aside className="bg-muted/30 hidden w-72 shrink-0 flex-col border-r pt-4 md:flex">
        <SessionList {...listProps} />
      </aside>
      {panel}
      <Button
        type="button"
        size="icon"
        className="fixed bottom-28 left-4 z-30 size-12 rounded-full shadow-lg md:hidden"
        aria-label={t("sidebar.open")}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
      >
        <PanelLeft aria-hidden className="size-5" />
      </Button>
      {drawerWanted && (
        <Suspense>
          <SessionDrawer {...listProps} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
      {deleting && (
        <Suspense>
          <DeleteSessionDialog
            session={deleting}
            onOpenChange={(open) => !open && setDeleting(null)}
            onConfirm={remove}
          />
        </Suspense>
      )}
    </div>
  );
}

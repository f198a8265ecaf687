"use client";

import { Plus } from "@/components/icons";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChatSession } from "@/lib/chat/schemas";
import { groupSessions } from "./session-groups";
import { SessionItem } from "./session-item";

export interface SessionListProps {
  sessions: ChatSession[] | undefined;
  failed: boolean;
  activeId: string | null;
  canRename: boolean;
  creating: boolean;
  /** Offline: sessions can be opened and read, not created, renamed or deleted. */
  readOnly?: boolean;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRename: (id: string, name: string) => Promise<void>;
  onDelete: (session: ChatSession) => void;
  onRetry: () => void;
  /** The name the server gives a new session ('New Chat'), shown in the page's language. */
  defaultName: string;
  /** The drawer names the list in its own title. */
  titled?: boolean;
}

/** The premium sidebar's content: New, then the sessions by day (Today, Yesterday, Earlier). */
export function SessionList({
  sessions,
  failed,
  activeId,
  canRename,
  creating,
  readOnly = false,
  onSelect,
  onNew,
  onRename,
  onDelete,
  onRetry,
  titled = true,
  defaultName,
}: SessionListProps) {
  const t = useTranslations("Chat");
  let body;
  if (!sessions && failed) {
    body = (
      <div className="space-y-2 px-3 text-sm" role="alert">
        <p>{t("toasts.fetchSessionsError")}</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t("sidebar.retry")}
        </Button>
      </div>
    );
  } else if (!sessions) {
    body = (
      <div className="space-y-2 px-3" role="status" aria-label={t("sidebar.loading")}>
        {[75, 55, 65].map((width) => (
          <Skeleton key={width} className="h-8" style={{ width: `${width}%` }} />
        ))}
      </div>
    );
  } else if (sessions.length === 0) {
    body = <p className="text-muted-foreground px-3 text-sm">{t("sidebar.empty")}</p>;
  } else {
    body = groupSessions(sessions).map((group) => (
      <section key={group.key} aria-labelledby={`sessions-${group.key}`} className="space-y-1">
        <h3 id={`sessions-${group.key}`} className="text-muted-foreground px-3 text-xs font-medium">
          {t(`sidebar.${group.key}`)}
        </h3>
        <ul className="space-y-0.5">
          {group.sessions.map((stored) => {
            const session =
              stored.session_name === defaultName
                ? { ...stored, session_name: t("sidebar.newChat") }
                : stored;
            return (
              <SessionItem
                key={session.id}
                session={session}
                active={session.id === activeId}
                canRename={canRename && !readOnly}
                onSelect={() => onSelect(session.id)}
                onRename={(name) => onRename(session.id, name)}
                onDelete={readOnly ? undefined : () => onDelete(session)}
              />
            );
          })}
        </ul>
      </section>
    ));
  }

  return (
    <nav aria-label={t("sidebar.title")} className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex items-center justify-end gap-2 px-3 has-[h2]:justify-between">
        {titled && <h2 className="font-semibold">{t("sidebar.title")}</h2>}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onNew}
          disabled={creating || readOnly}
        >
          <Plus aria-hidden />
          {t("sidebar.new")}
        </Button>
      </div>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-1 pb-4">{body}</div>
    </nav>
  );
}

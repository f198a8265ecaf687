"use client";

import { Check, Pencil, Trash } from "@/components/icons";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import type { ChatSession } from "@/lib/chat/schemas";

interface SessionItemProps {
  session: ChatSession;
  active: boolean;
  canRename: boolean;
  onSelect: () => void;
  /** Resolves once the server has answered; the item then leaves edit mode. */
  onRename: (name: string) => Promise<void>;
  /** Absent when the session cannot be deleted now (offline). */
  onDelete?: () => void;
}

/** A session in the sidebar: open it, rename it in place (Enter saves, Escape cancels), delete it. */
export function SessionItem({
  session,
  active,
  canRename,
  onSelect,
  onRename,
  onDelete,
}: SessionItemProps) {
  const t = useTranslations("Chat.sidebar");
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(session.session_name);
  const [saving, setSaving] = useState(false);

  const startEditing = () => {
    setName(session.session_name);
    setEditing(true);
  };

  // Spec: saved only when the trimmed name is non-empty and differs; otherwise editing closes.
  const finish = async () => {
    const trimmed = name.trim();
    if (!trimmed || trimmed === session.session_name) {
      setEditing(false);
      return;
    }
    setSaving(true);
    await onRename(trimmed);
    setSaving(false);
    setEditing(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void finish();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setEditing(false);
    }
  };

  if (editing) {
    return (
      <li className="flex items-center gap-1 px-1" data-renaming>
        <label htmlFor={`rename-${session.id}`} className="sr-only">
          {t("renameLabel", { name: session.session_name })}
        </label>
        <input
          id={`rename-${session.id}`}
          className="ui-input h-8"
          value={name}
          maxLength={100}
          disabled={saving}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => !saving && setEditing(false)}
        />
        <button
          type="button"
          className="hover:bg-accent focus-visible:ring-ring/50 rounded-md p-1.5 outline-none focus-visible:ring-[3px]"
          aria-label={t("rename")}
          // Keeps the input's blur from cancelling before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => void finish()}
        >
          <Check aria-hidden className="size-4" />
        </button>
      </li>
    );
  }

  return (
    <li className="group flex items-center gap-1">
      <button
        type="button"
        onClick={onSelect}
        aria-current={active ? "true" : undefined}
        className="hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 aria-[current=true]:bg-accent min-w-0 flex-1 truncate rounded-md px-3 py-2 text-left text-sm outline-none focus-visible:ring-[3px] aria-[current=true]:font-semibold"
      >
        {session.session_name}
      </button>
      {canRename && (
        <button
          type="button"
          className="text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-ring/50 rounded-md p-1.5 outline-none focus-visible:ring-[3px]"
          onClick={startEditing}
        >
          <Pencil aria-hidden className="size-4" />
          <span className="sr-only">
            {t("rename")} {session.session_name}
          </span>
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="text-muted-foreground hover:bg-accent hover:text-destructive focus-visible:ring-ring/50 rounded-md p-1.5 outline-none focus-visible:ring-[3px]"
          aria-haspopup="dialog"
          onClick={onDelete}
        >
          <Trash aria-hidden className="size-4" />
          <span className="sr-only">
            {t("delete")} {session.session_name}
          </span>
        </button>
      )}
    </li>
  );
}

"use client";

import { useTranslations } from "next-intl";
import type { ChatUsage } from "@/lib/chat/schemas";

/** A free member's messages left today, as the server counts them, and the way to unlimited. */
export function UsageLine({ usage, upgradeHref }: { usage: ChatUsage; upgradeHref: string }) {
  const t = useTranslations("Chat.usage");
  if (usage.remaining_today === null) return null;
  return (
    <p data-testid="usage-line">
      <span role="status">{t("remaining", { count: usage.remaining_today })}</span>
      {" · "}
      <a href={upgradeHref} className="text-primary font-medium underline underline-offset-2">
        {t("upgrade")}
      </a>
    </p>
  );
}

import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ChatApp } from "@/components/chat/chat-app";
import { PageMessages } from "@/components/layout/page-messages";
import { requirePageViewer } from "@/lib/auth/page-guard";
import { authPath } from "@/lib/auth/return-path";
import { MAX_MESSAGE_LENGTH } from "@/lib/chat/assistant/types";
import { DEFAULT_SESSION_NAME, GUEST_SESSION_ID } from "@/lib/chat/schemas";
import { listSessions } from "@/lib/chat/queries";
import { sessionJson } from "@/lib/chat/serialize";
import { chatUsage } from "@/lib/chat/usage";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPathname } from "@/lib/i18n/pathnames";
import { alternates } from "@/lib/site/metadata";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/ai-chat">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Chat" });
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: alternates(locale, "/ai-chat"),
    robots: { index: false },
  };
}

export default async function AiChatPage({ params }: PageProps<"/[locale]/ai-chat">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const path = `/${locale}/ai-chat`;
  const viewer = await requirePageViewer({ locale, allowGuest: true, returnTo: path });
  // The plan and the day's count come from the server, never from the browser; a member's
  // sessions come with the page, so the newest one opens without waiting for the list.
  const [usage, sessions, t] = await Promise.all([
    chatUsage(viewer),
    viewer.isGuest ? [] : listSessions({ userId: viewer.id }),
    getTranslations("Chat"),
  ]);

  return (
    <div className="flex h-[calc(100dvh-4rem-1px)] flex-col">
      <h1 className="sr-only">{t("heading")}</h1>
      <PageMessages namespaces={["Chat"]}>
        <ChatApp
          locale={locale}
          userId={viewer.id}
          usage={usage}
          sessions={sessions.map(sessionJson)}
          guestSessionId={GUEST_SESSION_ID}
          defaultSessionName={DEFAULT_SESSION_NAME}
          maxLength={MAX_MESSAGE_LENGTH}
          upgradeHref={localizedPathname({ href: "/upgrade", locale })}
          signInHref={authPath(path)}
        />
      </PageMessages>
    </div>
  );
}

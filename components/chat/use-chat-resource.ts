"use client";

import useSWR, { type SWRConfiguration } from "swr";
import type { ChatKey, ChatResourceData, ChatResourceKind } from "@/lib/chat/keys";

// The client and its schemas (zod) load with the first request, not with the page.
const loadChatClient = () => import("@/lib/chat/client");

async function fetchResource<K extends ChatResourceKind>(key: ChatKey<K>) {
  const { fetchChatResource } = await loadChatClient();
  return fetchChatResource(key);
}

/** Spec: the session list never goes stale and is not fetched again on focus. */
export const SESSION_LIST_CONFIG: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

/** Spec: the open session is always fresh. */
export const OPEN_SESSION_CONFIG: SWRConfiguration = {
  revalidateOnMount: true,
  revalidateIfStale: true,
  dedupingInterval: 0,
};

/** One of the chat page's resources, fetched through the one typed fetcher; null waits. */
export function useChatResource<K extends ChatResourceKind>(
  key: ChatKey<K> | null,
  config: SWRConfiguration<ChatResourceData[K]> = {},
) {
  return useSWR<ChatResourceData[K], Error, ChatKey<K> | null>(key, fetchResource, config);
}

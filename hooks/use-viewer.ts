"use client";

import { useEffect, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { Profile } from "@/lib/accounts/schemas";
import {
  isPremium,
  subscriptionStatus,
  type SubscriptionStatus,
} from "@/lib/accounts/subscription";
import { fetchSessionUser } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth/session-user";

export type Viewer =
  | { status: "loading" }
  | { status: "visitor" }
  | {
      status: "signed-in";
      id: string;
      isGuest: boolean;
      isPremium: boolean;
      email: string | null;
      photoUrl: string | null;
      /** Null until the token exchange (or the copy kept on the device) has answered. */
      profile: Profile | null;
      subscriptionStatus: SubscriptionStatus;
    };

export const SESSION_KEY = "auth/session";
export const profileKey = (userId: string) => ["auth/profile", userId] as const;
const isProfileKey = (key: unknown) => Array.isArray(key) && key[0] === "auth/profile";

/** The session from /api/auth/session, shared by every component through SWR's cache. */
export function useSessionUser() {
  return useSWR<SessionUser | null>(SESSION_KEY, fetchSessionUser, {
    dedupingInterval: 30_000,
    errorRetryCount: 3,
  });
}

// The profile code (and zod with it) loads only once someone is signed in: visitors never pay for it.
const loadAccountsClient = () => import("@/lib/accounts/client");

/** The signed-in user's profile, from the device copy at once and then the token exchange. */
export function useProfile(user: SessionUser | null | undefined) {
  const userId = user?.id;
  const [deviceCopy, setDeviceCopy] = useState<{ userId: string; profile: Profile } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    void loadAccountsClient().then(({ storedProfile }) => {
      const profile = storedProfile(userId);
      if (current && profile) setDeviceCopy({ userId, profile });
    });
    return () => {
      current = false;
    };
  }, [userId]);
  // A fallback, not a mutation: SWR would drop an exchange already under way after a mutation.
  return useSWR<Profile>(
    user ? profileKey(user.id) : null,
    async () => (await (await loadAccountsClient()).exchangeProfile(user!)).profile,
    {
      fallbackData: deviceCopy?.userId === userId ? deviceCopy?.profile : undefined,
      revalidateOnMount: true,
      revalidateOnFocus: false,
      dedupingInterval: 60_000,
    },
  );
}

/** Who is looking at the page, as far as the browser knows. The server never renders this state. */
export function useViewer(): Viewer {
  const session = useSessionUser();
  const user = session.data;
  const profile = useProfile(user).data ?? null;
  if (user === undefined) return session.error ? { status: "visitor" } : { status: "loading" };
  if (user === null) return { status: "visitor" };
  return {
    status: "signed-in",
    id: user.id,
    isGuest: user.isGuest,
    isPremium: isPremium(profile?.subscription),
    email: user.email,
    photoUrl: user.image,
    profile,
    subscriptionStatus: subscriptionStatus(profile),
  };
}

/** Refreshes what the browser knows about the session (after a sign-in or sign-out elsewhere). */
export function useViewerRefresh() {
  const { mutate } = useSWRConfig();
  return {
    setProfile: (profile: Profile) =>
      mutate(profileKey(profile.id), profile, { revalidate: false }),
    forget: async () => {
      await mutate(isProfileKey, undefined, { revalidate: false });
      await mutate(SESSION_KEY, null, { revalidate: false });
    },
  };
}

"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { Profile } from "@/lib/accounts/schemas";
import {
  isPremium,
  subscriptionStatus,
  type SubscriptionStatus,
} from "@/lib/accounts/subscription";
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

interface ViewerState {
  /** Undefined until /api/auth/session has answered once. */
  user: SessionUser | null | undefined;
  sessionFailed: boolean;
  profile: Profile | null;
}

const SESSION_FRESH_MS = 30_000;
const PROFILE_FRESH_MS = 60_000;
const SESSION_RETRY_WAITS_MS = [1_000, 3_000, 9_000] as const;
const SERVER_VIEWER: Viewer = { status: "loading" };

/*
 * One copy of the viewer for the whole page, shared by the header, the reader and the guards.
 * A small store rather than a data library: every page's first load carries it.
 */
let state: ViewerState = { user: undefined, sessionFailed: false, profile: null };
let viewer: Viewer = SERVER_VIEWER;
const listeners = new Set<() => void>();
let sessionCheckedAt = 0;
let sessionRequest: Promise<void> | null = null;
let profileCheckedAt = 0;
let profileLoad: { userId: string; pending: boolean } | null = null;

function toViewer({ user, sessionFailed, profile }: ViewerState): Viewer {
  if (user === undefined) return sessionFailed ? { status: "visitor" } : { status: "loading" };
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

function update(patch: Partial<ViewerState>) {
  state = { ...state, ...patch };
  viewer = toViewer(state);
  for (const listener of listeners) listener();
}

/** The signed-in user as next-auth's session endpoint reports it, or null. */
async function fetchSessionUser(): Promise<SessionUser | null> {
  const response = await fetch("/api/auth/session", {
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`Session check failed with HTTP ${response.status}`);
  const session = (await response.json()) as { user?: SessionUser } | null;
  return session?.user?.id ? session.user : null;
}

// The profile code (and zod with it) loads only once someone is signed in: visitors never pay for it.
const loadAccountsClient = () => import("@/lib/accounts/client");

/** The device copy at once, then the token exchange's answer. */
function loadProfile(user: SessionUser) {
  const fresh = Date.now() - profileCheckedAt < PROFILE_FRESH_MS;
  if (profileLoad?.userId === user.id && (profileLoad.pending || fresh)) return;
  const load = { userId: user.id, pending: true };
  profileLoad = load;
  void loadAccountsClient()
    .then(async ({ exchangeProfile, storedProfile }) => {
      const stored = storedProfile(user.id);
      if (stored && state.user?.id === user.id && !state.profile) update({ profile: stored });
      const { profile } = await exchangeProfile(user);
      profileCheckedAt = Date.now();
      if (state.user?.id === user.id) update({ profile });
    })
    // Without the profile code (offline) the viewer stays signed in with no profile; a later check retries.
    .catch(() => undefined)
    .finally(() => {
      load.pending = false;
    });
}

function checkSession(attempt = 0): Promise<void> {
  return fetchSessionUser().then(
    (user) => {
      sessionCheckedAt = Date.now();
      const changed = user?.id !== state.user?.id;
      update({ user, sessionFailed: false, ...(changed ? { profile: null } : {}) });
      if (changed) profileLoad = null;
      if (user) loadProfile(user);
    },
    async () => {
      update({ sessionFailed: true });
      const wait = SESSION_RETRY_WAITS_MS[attempt];
      if (wait === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
      return checkSession(attempt + 1);
    },
  );
}

/** Asks the server who is signed in, unless it answered moments ago. */
function refreshSession() {
  if (sessionRequest || Date.now() - sessionCheckedAt < SESSION_FRESH_MS) return;
  sessionRequest = checkSession().finally(() => {
    sessionRequest = null;
  });
}

function onVisible() {
  if (document.visibilityState === "visible") refreshSession();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) document.addEventListener("visibilitychange", onVisible);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener("visibilitychange", onVisible);
  };
}

/** Who is looking at the page, as far as the browser knows. The server never renders this state. */
export function useViewer(): Viewer {
  useEffect(refreshSession, []);
  return useSyncExternalStore(
    subscribe,
    () => viewer,
    () => SERVER_VIEWER,
  );
}

/** Shares a profile saved elsewhere (the profile page) with every component showing the viewer. */
export function shareViewerProfile(profile: Profile): void {
  if (state.user?.id !== profile.id) return;
  profileCheckedAt = Date.now();
  update({ profile });
}

/** After sign-out: nobody is signed in any more, without asking the server again. */
export function forgetViewer(): void {
  profileLoad = null;
  sessionCheckedAt = Date.now();
  update({ user: null, sessionFailed: false, profile: null });
}

import {
  API_TOKEN_STORAGE_KEY,
  clearAccountStorage,
  readStored,
  removeStored,
  writeStored,
} from "./client-storage";
import { AUTH_PROVIDERS } from "./provider-ids";
import type { AuthFailure } from "./schemas";

const AUTH_BASE = "/api/auth";

export type AuthResult =
  | { ok: true; url: string }
  | { ok: false; failure: AuthFailure; message?: string; retryAfterSeconds?: number };

async function csrfToken(): Promise<string> {
  const response = await fetch(`${AUTH_BASE}/csrf`, {
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`CSRF token request failed with HTTP ${response.status}`);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** Posts to a next-auth endpoint the way next-auth's own client does, but keeps 429 answers readable. */
async function postAuthForm(path: string, fields: Record<string, string>): Promise<Response> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken() });
  return fetch(`${AUTH_BASE}/${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body,
  });
}

async function credentialsSignIn(
  provider: string,
  fields: Record<string, string>,
  callbackUrl: string,
): Promise<AuthResult> {
  try {
    const response = await postAuthForm(`callback/${provider}`, { ...fields, callbackUrl });
    const body = (await response.json().catch(() => ({}))) as { url?: string; detail?: string };
    if (response.status === 429) {
      return {
        ok: false,
        failure: "rate_limited",
        message: body.detail,
        retryAfterSeconds: Number(response.headers.get("Retry-After")) || undefined,
      };
    }
    if (!response.ok || !body.url) return { ok: false, failure: "failed" };
    const url = new URL(body.url, window.location.origin);
    if (url.searchParams.has("error")) {
      const code = url.searchParams.get("code");
      const known: AuthFailure[] = ["invalid_credentials", "email_taken", "invalid_input"];
      return { ok: false, failure: known.find((failure) => failure === code) ?? "failed" };
    }
    clearAccountStorage();
    return { ok: true, url: `${url.pathname}${url.search}${url.hash}` };
  } catch {
    return { ok: false, failure: "failed" };
  }
}

export function signInWithPassword(
  email: string,
  password: string,
  callbackUrl: string,
): Promise<AuthResult> {
  return credentialsSignIn(AUTH_PROVIDERS.signIn, { email, password }, callbackUrl);
}

export function signUpWithPassword(
  email: string,
  password: string,
  callbackUrl: string,
): Promise<AuthResult> {
  return credentialsSignIn(AUTH_PROVIDERS.signUp, { email, password }, callbackUrl);
}

export function signInAsGuest(callbackUrl: string): Promise<AuthResult> {
  return credentialsSignIn(AUTH_PROVIDERS.guest, {}, callbackUrl);
}

/** Starts the Google round trip; the browser leaves the page when it works. */
export async function signInWithGoogle(callbackUrl: string): Promise<AuthResult> {
  try {
    const response = await postAuthForm(`signin/${AUTH_PROVIDERS.google}`, { callbackUrl });
    const body = (await response.json()) as { url?: string };
    if (!response.ok || !body.url) return { ok: false, failure: "failed" };
    window.location.assign(body.url);
    return { ok: true, url: body.url };
  } catch {
    return { ok: false, failure: "failed" };
  }
}

/** Ends the session and forgets the profile, the API token and any guest conversation on this device. */
export async function signOutEverywhere(): Promise<void> {
  const response = await postAuthForm("signout", { callbackUrl: "/" });
  if (!response.ok) throw new Error(`Sign-out failed with HTTP ${response.status}`);
  clearAccountStorage();
}

interface StoredToken {
  token: string;
  expiresAt: string;
  userId: string;
}

const TOKEN_REFRESH_MARGIN_MS = 2 * 60 * 1000;
let tokenRequest: Promise<StoredToken> | null = null;

async function requestApiToken(userId: string): Promise<StoredToken> {
  const response = await fetch(`${AUTH_BASE}/token`, {
    method: "POST",
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`Token request failed with HTTP ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string; expires_at: string } };
  const stored = { token: data.token, expiresAt: data.expires_at, userId };
  writeStored(API_TOKEN_STORAGE_KEY, stored);
  return stored;
}

/**
 * A short-lived API token for `Authorization: Bearer` calls to /api/v1 (what `apiRequest`'s
 * `token` option wants), kept on the device until shortly before it expires.
 */
export async function getApiToken(userId: string): Promise<string> {
  const stored = readStored<StoredToken>(API_TOKEN_STORAGE_KEY);
  if (
    stored &&
    stored.userId === userId &&
    new Date(stored.expiresAt).getTime() - TOKEN_REFRESH_MARGIN_MS > Date.now()
  ) {
    return stored.token;
  }
  tokenRequest ??= requestApiToken(userId).finally(() => {
    tokenRequest = null;
  });
  try {
    return (await tokenRequest).token;
  } catch (error) {
    // Offline, the expired token still fetches the copies the service worker kept for reading.
    if (error instanceof TypeError && stored?.userId === userId) return stored.token;
    throw error;
  }
}

export function forgetApiToken(): void {
  removeStored(API_TOKEN_STORAGE_KEY);
}

import { ApiError, apiRequest } from "@/lib/api/client";
import { getApiToken } from "@/lib/auth/client";
import { PROFILE_STORAGE_KEY, readStored, writeStored } from "@/lib/auth/client-storage";
import type { SessionUser } from "@/lib/auth/session-user";
import { profileSchema, type Profile, type ProfileUpdate } from "./schemas";
import { emptyProfile } from "./subscription";

/** Spec: three attempts, waiting 2 s and then 4 s between them. */
export const TOKEN_EXCHANGE_WAITS_MS = [2_000, 4_000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ProfileExchange {
  profile: Profile;
  /** True when every attempt failed and the profile is the empty FREE one built from the e-mail. */
  fallback: boolean;
}

/**
 * The token exchange after sign-in: POST /session/token/ with the API token, retried; if it keeps
 * failing the user stays signed in with an empty FREE profile.
 */
export async function exchangeProfile(
  user: Pick<SessionUser, "id" | "email">,
  sleep = wait,
): Promise<ProfileExchange> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const token = await getApiToken(user.id);
      const profile = profileSchema.parse(
        await apiRequest<unknown>("session/token/", { method: "POST", token }),
      );
      rememberProfile(profile);
      return { profile, fallback: false };
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
      const delay = TOKEN_EXCHANGE_WAITS_MS[attempt];
      if (refused || delay === undefined) return { profile: emptyProfile(user), fallback: true };
      await sleep(delay);
    }
  }
}

interface StoredProfile {
  userId: string;
  profile: Profile;
}

export function rememberProfile(profile: Profile): void {
  writeStored(PROFILE_STORAGE_KEY, { userId: profile.id, profile } satisfies StoredProfile);
}

/** The profile kept on this device for that user, to show at once while the fresh one loads. */
export function storedProfile(userId: string): Profile | null {
  const stored = readStored<StoredProfile>(PROFILE_STORAGE_KEY);
  if (stored?.userId !== userId) return null;
  const parsed = profileSchema.safeParse(stored.profile);
  return parsed.success ? parsed.data : null;
}

/** POST /session/profile/: first and last name always, the phone only when filled in. */
export async function saveProfile(
  userId: string,
  update: { first_name: string; last_name: string; phone_number?: string | null },
): Promise<Profile> {
  const body: ProfileUpdate = { first_name: update.first_name, last_name: update.last_name };
  const phone = update.phone_number?.trim();
  if (phone) body.phone_number = phone;
  const token = await getApiToken(userId);
  const profile = profileSchema.parse(
    await apiRequest<unknown>("session/profile/", { method: "POST", body, token }),
  );
  rememberProfile(profile);
  return profile;
}

export async function changePassword(
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const token = await getApiToken(userId);
  await apiRequest("session/password/", {
    method: "POST",
    body: { current_password: input.currentPassword, new_password: input.newPassword },
    token,
  });
}

export async function deleteAccount(userId: string): Promise<void> {
  const token = await getApiToken(userId);
  await apiRequest("session/account/", { method: "DELETE", token });
}

import "server-only";
import { errorResponse } from "@/lib/api/errors";
import { AUTH_PROVIDERS } from "./provider-ids";
import {
  clientIp,
  consumeAuthAttempt,
  rateLimitedError,
  requestLocaleOf,
  type AuthAction,
} from "./rate-limit";

const ACTION_BY_CALLBACK: Record<string, AuthAction> = {
  [`/api/auth/callback/${AUTH_PROVIDERS.signIn}`]: "sign-in",
  [`/api/auth/callback/${AUTH_PROVIDERS.signUp}`]: "sign-up",
  [`/api/auth/callback/${AUTH_PROVIDERS.guest}`]: "guest",
};

async function postedEmail(request: Request): Promise<string | null> {
  try {
    const email = (await request.clone().formData()).get("email");
    return typeof email === "string" && email.trim() ? email.slice(0, 320) : null;
  } catch {
    return null;
  }
}

/**
 * A 429 for a sign-in, sign-up or guest attempt over its limits (per address and per e-mail),
 * or null to let next-auth handle the attempt.
 */
export async function limitSignInAttempt(request: Request): Promise<Response | null> {
  const action = ACTION_BY_CALLBACK[new URL(request.url).pathname.replace(/\/$/, "")];
  if (!action) return null;
  const retryAfter = await consumeAuthAttempt(action, {
    ip: clientIp(request),
    email: await postedEmail(request),
  });
  if (retryAfter === null) return null;
  return errorResponse(await rateLimitedError(retryAfter, requestLocaleOf(request)));
}

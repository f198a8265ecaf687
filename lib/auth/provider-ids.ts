/** next-auth provider ids, as the browser posts them to /api/auth/callback/{id}. */
export const AUTH_PROVIDERS = {
  signIn: "credentials",
  signUp: "sign-up",
  guest: "guest",
  google: "google",
} as const;

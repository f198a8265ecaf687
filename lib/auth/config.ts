import "server-only";
import { CredentialsSignin } from "@auth/core/errors";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { serverEnv } from "@/lib/env";
import { secureCookiesEnabled } from "./cookies";
import { hashPassword, verifyPassword } from "./password";
import { AUTH_PROVIDERS } from "./provider-ids";
import { safeReturnPath } from "./return-path";
import { signInSchema, signUpSchema, type AuthFailure } from "./schemas";
import { authSecret } from "./secret";
import type { SessionUser } from "./session-user";
import {
  createGuestUser,
  createPasswordUser,
  findUserByEmail,
  findUserById,
  upsertGoogleUser,
} from "./users";

declare module "next-auth" {
  interface User {
    isGuest?: boolean;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    guest?: boolean;
  }
}

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

class AuthFailureError extends CredentialsSignin {
  constructor(code: AuthFailure) {
    super(code);
    this.code = code;
  }
}

export function isGoogleEnabled(): boolean {
  const env = serverEnv();
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

function providers(): NextAuthConfig["providers"] {
  const list: NextAuthConfig["providers"] = [
    Credentials({
      id: AUTH_PROVIDERS.signIn,
      credentials: { email: {}, password: {} },
      async authorize(credentials) {
        const input = signInSchema.safeParse(credentials);
        if (!input.success) throw new AuthFailureError("invalid_input");
        const user = await findUserByEmail(input.data.email);
        const matches = await verifyPassword(user?.passwordHash ?? null, input.data.password);
        if (!user || !matches) throw new AuthFailureError("invalid_credentials");
        return { id: user.id, email: user.email, image: user.image, isGuest: false };
      },
    }),
    Credentials({
      id: AUTH_PROVIDERS.signUp,
      credentials: { email: {}, password: {} },
      async authorize(credentials) {
        const input = signUpSchema.safeParse(credentials);
        if (!input.success) throw new AuthFailureError("invalid_input");
        const user = await createPasswordUser({
          email: input.data.email,
          passwordHash: await hashPassword(input.data.password),
        });
        if (!user) throw new AuthFailureError("email_taken");
        return { id: user.id, email: user.email, image: null, isGuest: false };
      },
    }),
    Credentials({
      id: AUTH_PROVIDERS.guest,
      credentials: {},
      async authorize() {
        const user = await createGuestUser();
        return { id: user.id, email: null, image: null, isGuest: true };
      },
    }),
  ];
  const env = serverEnv();
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    list.push(Google({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }));
  }
  return list;
}

/** The next-auth configuration, built per request so the secret and Google settings come from the running environment. */
export function authConfig(): NextAuthConfig {
  return {
    basePath: "/api/auth",
    secret: authSecret(),
    trustHost: true,
    useSecureCookies: secureCookiesEnabled(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 60 * 60 },
    pages: { signIn: "/auth", error: "/auth" },
    providers: providers(),
    logger: {
      // A wrong password is an answer, not a server error.
      error(error) {
        if (
          error instanceof CredentialsSignin ||
          (error.cause as { err?: unknown } | undefined)?.err instanceof CredentialsSignin
        )
          return;
        console.error("[auth]", error);
      },
      warn(code) {
        if (code !== "debug-enabled") console.warn("[auth]", code);
      },
    },
    callbacks: {
      signIn({ account, profile }) {
        if (account?.provider === AUTH_PROVIDERS.google)
          return profile?.email_verified === true && Boolean(profile.email);
        return true;
      },
      async jwt({ token, user, account, profile }) {
        if (account?.provider === AUTH_PROVIDERS.google && profile?.email) {
          const member = await upsertGoogleUser({
            email: profile.email,
            name: typeof profile.name === "string" ? profile.name : null,
            image: typeof profile.picture === "string" ? profile.picture : null,
          });
          return { sub: member.id, email: member.email, picture: member.image, guest: false };
        }
        if (user) {
          return {
            sub: user.id,
            email: user.email ?? null,
            picture: user.image ?? null,
            guest: user.isGuest === true,
          };
        }
        // Each session read confirms the account still exists: a deleted one signs out everywhere.
        // When the database cannot answer, the session stands rather than signing everyone out.
        if (!token.sub) return null;
        const member = await findUserById(token.sub).catch((error: unknown) => {
          console.error("[auth] could not confirm the session's account", error);
          return undefined;
        });
        if (member === null) return null;
        if (member === undefined) return token;
        return { ...token, email: member.email, picture: member.image, guest: member.isGuest };
      },
      session({ session, token }) {
        const user: SessionUser = {
          id: token.sub ?? "",
          email: token.email ?? null,
          image: token.picture ?? null,
          isGuest: token.guest === true,
        };
        return { ...session, user } as unknown as typeof session;
      },
      redirect({ url, baseUrl }) {
        if (url.startsWith("/")) return `${baseUrl}${safeReturnPath(url)}`;
        try {
          const target = new URL(url);
          if (target.origin === baseUrl)
            return `${baseUrl}${safeReturnPath(`${target.pathname}${target.search}${target.hash}`)}`;
        } catch {
          // Not a URL: fall through to the home page.
        }
        return `${baseUrl}/`;
      },
    },
  };
}

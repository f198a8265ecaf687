import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { mintApiToken } from "./api-token";
import { sessionCookieName } from "./cookies";
import { hashPassword } from "./password";
import { authSecret } from "./secret";
import { createGuestUser, createPasswordUser } from "./users";

export interface TestUser {
  id: string;
  email: string | null;
  isGuest: boolean;
  password: string | null;
  /** `Authorization: Bearer <api token>` for callApi. */
  headers: Record<string, string>;
  /** A next-auth session cookie, as the browser would send it. */
  cookieHeaders: () => Promise<Record<string, string>>;
}

/** For contract tests: a member (or a guest) in the current test database with ready-made credentials. */
export async function createTestUser({
  guest = false,
  email,
  password = "correct horse",
}: { guest?: boolean; email?: string; password?: string } = {}): Promise<TestUser> {
  const user = guest
    ? await createGuestUser()
    : await createPasswordUser({
        email: email ?? `member-${randomUUID()}@example.com`,
        passwordHash: await hashPassword(password),
      });
  if (!user) throw new Error(`The test e-mail ${email} is taken.`);
  const subject = { id: user.id, email: user.email, isGuest: user.isGuest };
  return {
    ...subject,
    password: guest ? null : password,
    headers: { Authorization: `Bearer ${mintApiToken(subject).token}` },
    async cookieHeaders() {
      const salt = sessionCookieName();
      const token = await encode({
        token: { sub: user.id, email: user.email, guest: user.isGuest },
        secret: authSecret(),
        salt,
      });
      return { Cookie: `${salt}=${token}` };
    },
  };
}

import "server-only";
import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline (the library's default algorithm): 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Whether the password matches. Without a stored hash a decoy is verified all the same, so a
 * wrong e-mail takes as long as a wrong password and does not give away which accounts exist.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword("decoy password that matches nothing");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when a write broke a unique index (PostgreSQL 23505), whichever driver reported it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
]);

const LOST_CONNECTION_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i;

/**
 * True when the database server went away or refuses connections (network errors, PostgreSQL's
 * class 08 connection exceptions and 57P0x shutdowns), as opposed to a bad query.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (UNREACHABLE_CODES.has(code) || code.startsWith("08") || /^57P0[1-3]$/.test(code))
    ) {
      return true;
    }
    // node-postgres reports a connection lost mid-query by message only, under the ORM's error.
    const message = current instanceof Error ? current.message : "";
    if (LOST_CONNECTION_MESSAGE.test(message)) return true;
  }
  return false;
}

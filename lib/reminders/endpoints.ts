/**
 * The push services browsers subscribe with. The server sends to a member-supplied address, so
 * only these hosts are accepted: anything else could aim the server at the private network.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  ".notify.windows.com",
  ".push.apple.com",
];

/**
 * Whether reminders may be sent to this endpoint: https on a known push service, or an origin the
 * operator lists in PUSH_EXTRA_ORIGINS (a self-hosted push service, or the tests' local one).
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  extraOrigins = process.env.PUSH_EXTRA_ORIGINS ?? "",
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const extras = extraOrigins
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (extras.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.username || url.password) return false;
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith(".") ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

import "server-only";
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { dataDir, serverEnv, siteUrl } from "@/lib/env";

const KEYS_FILE = "vapid-keys.json";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The Web Push (VAPID) keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated once into
 * DATA_DIR. Every instance must send with the same pair the browsers subscribed with.
 */
export function vapidKeys(): VapidKeys {
  const env = serverEnv();
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const file = path.join(dataDir(), KEYS_FILE);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), {
      mode: 0o600,
      flag: "wx",
    });
  } catch (error) {
    // Written by an earlier start, or by an instance racing this one: that pair stands.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as VapidKeys;
}

/** Who push services may contact about our messages: the support address, or the site. */
export function vapidSubject(): string {
  const email = serverEnv().SUPPORT_EMAIL;
  if (email) return `mailto:${email}`;
  const site = new URL(siteUrl());
  return site.protocol === "https:" ? site.origin : `mailto:reminders@${site.hostname}`;
}

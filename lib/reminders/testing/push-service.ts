/**
 * A push service for the tests, on a real socket, speaking the Web Push protocol's receiving side:
 * it checks the VAPID authorization (RFC 8292: an ES256 JWT for its own origin, signed with the
 * key it names) and decrypts the aes128gcm message (RFC 8291) with the subscriber's keys, as a
 * browser would after the push service hands it over. Endpoints it was told are gone answer 410.
 * Push services are HTTPS: this one serves a self-signed certificate for 127.0.0.1 (made for the
 * tests, kept beside this file) that the test process is told to trust.
 */
import {
  createECDH,
  createHmac,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  verify,
} from "node:crypto";
import { readFileSync } from "node:fs";
import { globalAgent } from "node:https";
import { createServer, type Server } from "node:https";
import path from "node:path";
import type { AddressInfo } from "node:net";

export interface Subscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface DeliveredMessage {
  endpoint: string;
  ttl: string | null;
  /** The decrypted text the browser's service worker would receive. */
  text: string;
  /** The VAPID public key the sender signed with. */
  vapidKey: string;
  subject: string;
}

export interface FakePushService {
  origin: string;
  /** A browser subscribing: a fresh key pair and auth secret, and an endpoint on this service. */
  subscribe: () => Subscriber;
  delivered: DeliveredMessage[];
  /** Rejected deliveries, with the reason. */
  rejected: string[];
  /** Endpoints that answer 410 Gone from now on. */
  gone: Set<string>;
  close: () => Promise<void>;
}

const CERTIFICATE_DIR = path.join(process.cwd(), "lib/reminders/testing");

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();
const b64url = (text: string) => Buffer.from(text, "base64url");

function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error("no VAPID authorization");
  const [, token, key] = match;
  const [head, body, signature] = token.split(".");
  const point = b64url(key);
  if (point.length !== 65 || point[0] !== 4) throw new Error("VAPID key is not a P-256 point");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = Buffer.from(`${head}.${body}`);
  const valid = verify(
    "sha256",
    signed,
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    b64url(signature),
  );
  if (!valid) throw new Error("VAPID signature does not verify");
  if (JSON.parse(b64url(head).toString()).alg !== "ES256")
    throw new Error("VAPID alg is not ES256");
  const claims = JSON.parse(b64url(body).toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600))
    throw new Error("VAPID expiry out of range");
  if (!/^(mailto:|https:)/.test(claims.sub))
    throw new Error("VAPID subject is not mailto: or https:");
  return { vapidKey: key, subject: claims.sub };
}

function decrypt(body: Buffer, subscriber: Subscriber): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error("more than one record");
  const receiverKey = subscriber.ecdh.getPublicKey();
  const shared = subscriber.ecdh.computeSecret(senderKey);
  const prkKey = hmac(subscriber.authSecret, shared);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    receiverKey,
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export async function startFakePushService(): Promise<FakePushService> {
  const subscribers = new Map<string, Subscriber>();
  const delivered: DeliveredMessage[] = [];
  const rejected: string[] = [];
  const gone = new Set<string>();
  let origin = "";
  const certificate = readFileSync(path.join(CERTIFICATE_DIR, "push-service-cert.pem"));
  const privateKey = readFileSync(path.join(CERTIFICATE_DIR, "push-service-key.pem"));
  // The sender (web-push) uses Node's global HTTPS agent: trust our certificate in this process only.
  globalAgent.options.ca = certificate;
  const server: Server = createServer(
    { cert: certificate, key: privateKey },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const endpoint = `${origin}${request.url}`;
        const subscriber = subscribers.get(endpoint);
        try {
          if (request.method !== "POST") throw new Error(`method ${request.method}`);
          if (!subscriber) throw new Error(`unknown endpoint ${endpoint}`);
          if (gone.has(endpoint)) {
            response.writeHead(410).end();
            return;
          }
          if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
          const vapid = checkVapid(request.headers.authorization, origin);
          const text = decrypt(Buffer.concat(chunks), subscriber);
          delivered.push({
            endpoint,
            ttl: request.headers.ttl?.toString() ?? null,
            text,
            ...vapid,
          });
          response.writeHead(201, { Location: `${endpoint}/messages/${delivered.length}` }).end();
        } catch (error) {
          rejected.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    delivered,
    rejected,
    gone,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString("hex")}`;
      const subscriber = {
        endpoint,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: authSecret.toString("base64url"),
        },
        ecdh,
        authSecret,
      };
      subscribers.set(endpoint, subscriber);
      return subscriber;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { verifyApiToken } from "@/lib/auth/api-token";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { describeEachDatabase } from "@/tests/support/databases";
import { forward } from "./forward";

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describeEachDatabase("forwarding /api/v1 to a separate backend", () => {
  let backend: Server;
  let backendUrl: string;
  let received: Received[] = [];
  let member: TestUser;

  beforeAll(async () => {
    backend = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        received.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(201, {
          "Content-Type": "application/json",
          ETag: '"v1"',
          "Set-Cookie": "leak=1",
        });
        response.end(JSON.stringify({ data: { ok: true } }));
      });
    });
    backend.listen(0, "127.0.0.1");
    await once(backend, "listening");
    backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    member = await createTestUser();
  });

  afterAll(() => backend.close());

  it("sends the contract headers and turns the session cookie into a Bearer token", async () => {
    received = [];
    const request = new Request("http://app.test/api/v1/bookmarks/?page=2", {
      method: "POST",
      headers: {
        ...(await member.cookieHeaders()),
        Locale: "sw",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ title: "Yohana 3:16" }),
    });
    const response = await forward(request, backendUrl);

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(response.headers.get("etag")).toBe('"v1"');
    expect(response.headers.get("set-cookie")).toBeNull();

    const [call] = received;
    expect(call).toMatchObject({
      method: "POST",
      url: "/api/v1/bookmarks/?page=2",
      body: '{"title":"Yohana 3:16"}',
    });
    expect(call.headers.locale).toBe("sw");
    expect(call.headers["request-time"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(call.headers.cookie).toBeUndefined();
    const token = call.headers.authorization?.replace(/^Bearer /, "") ?? "";
    expect(verifyApiToken(token)).toMatchObject({
      sub: member.id,
      email: member.email,
      guest: false,
    });
  });

  it("passes an API token through and sends visitors without one", async () => {
    received = [];
    await forward(
      new Request("http://app.test/api/v1/stories/list/", { headers: member.headers }),
      backendUrl,
    );
    await forward(new Request("http://app.test/api/v1/stories/list/"), backendUrl);
    expect(received[0].headers.authorization).toBe(member.headers.Authorization);
    expect(received[1].headers.authorization).toBeUndefined();
  });

  it("answers 503 when the backend cannot be reached", async () => {
    const response = await forward(
      new Request("http://app.test/api/v1/stories/list/"),
      "http://127.0.0.1:1",
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "backend_unavailable" });
  });
});

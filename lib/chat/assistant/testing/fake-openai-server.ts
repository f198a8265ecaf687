import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface FakeChatRequest {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: unknown }>;
  headers: IncomingMessage["headers"];
}

/** How the fake endpoint answers: a reply, a hang (never answers) or an HTTP error. */
export type FakeBehaviour =
  | { kind: "reply"; text: string | ((request: FakeChatRequest) => string) }
  | { kind: "hang" }
  | { kind: "hang-after"; text: string }
  | { kind: "error"; status: number };

export interface FakeOpenAIServerOptions {
  behaviour: FakeBehaviour;
  /** Characters per streamed chunk. */
  chunkSize?: number;
}

export interface FakeOpenAIServer {
  /** Base URL to put in AI_BASE_URL, ending in /v1. */
  baseURL: string;
  requests: FakeChatRequest[];
  setBehaviour(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

function chunks(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += size)
    pieces.push(text.slice(index, index + size));
  return pieces;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

function completion(model: string, text: string) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function streamChunk(model: string, delta: Record<string, string>, finishReason: string | null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

function writeEvents(
  response: ServerResponse,
  model: string,
  pieces: readonly string[],
  finish: boolean,
): void {
  response.writeHead(200, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-cache",
    Connection: "keep-alive",
  });
  response.write(
    `data: ${JSON.stringify(streamChunk(model, { role: "assistant", content: "" }, null))}\n\n`,
  );
  for (const piece of pieces)
    response.write(`data: ${JSON.stringify(streamChunk(model, { content: piece }, null))}\n\n`);
  if (!finish) return;
  response.write(`data: ${JSON.stringify(streamChunk(model, {}, "stop"))}\n\n`);
  response.end("data: [DONE]\n\n");
}

/**
 * An OpenAI-compatible chat completions endpoint on a real local socket (port 0), answering
 * `POST /v1/chat/completions` with JSON or, when `stream` is set, server-sent events.
 */
export async function startFakeOpenAIServer(
  options: FakeOpenAIServerOptions,
): Promise<FakeOpenAIServer> {
  let behaviour = options.behaviour;
  const chunkSize = options.chunkSize ?? 7;
  const requests: FakeChatRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "Not found" } }));
      return;
    }
    const body = JSON.parse(await readBody(request)) as {
      model: string;
      stream?: boolean;
      messages: FakeChatRequest["messages"];
    };
    const call: FakeChatRequest = {
      model: body.model,
      stream: Boolean(body.stream),
      messages: body.messages,
      headers: request.headers,
    };
    requests.push(call);
    if (behaviour.kind === "hang") return;
    if (behaviour.kind === "error") {
      response.writeHead(behaviour.status, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          error: { message: "The fake provider failed on purpose.", type: "server_error" },
        }),
      );
      return;
    }
    if (behaviour.kind === "hang-after") {
      if (call.stream) writeEvents(response, call.model, chunks(behaviour.text, chunkSize), false);
      return;
    }
    let text: string;
    try {
      text = typeof behaviour.text === "function" ? behaviour.text(call) : behaviour.text;
    } catch (error) {
      response.writeHead(500, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          error: { message: error instanceof Error ? error.message : String(error) },
        }),
      );
      return;
    }
    if (call.stream) writeEvents(response, call.model, chunks(text, chunkSize), true);
    else
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify(completion(call.model, text)));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

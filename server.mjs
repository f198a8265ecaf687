// `npm start`: Next's production server, with the pages it answered from memory sent again as they
// were sent (`lib/site/front-copies.mjs`) before a request reaches Next. Otherwise it does what
// `next start` does: the same request handlers, port, origin and shutdown.
import { createServer } from "node:http";
import { createFrontCopies } from "./lib/site/front-copies.mjs";

// Before Next and React load: they pick their production builds by it, as `next start` has them do.
process.env.NODE_ENV ??= "production";
const { default: next } = await import("next");
const port = Number(process.env.PORT ?? 3000);

const app = next({ dev: false, dir: import.meta.dirname, port });
const handle = app.getRequestHandler();
const frontCopies = createFrontCopies();

/** The copies are an addition: whatever goes wrong with them, Next still answers. */
function answeredByCopy(request, response) {
  try {
    return frontCopies.answer(request, response);
  } catch (error) {
    console.error(`Front copies failed for ${request.url}`, error);
    return response.headersSent;
  }
}

const server = createServer((request, response) => {
  if (answeredByCopy(request, response)) return;
  handle(request, response).catch((error) => {
    console.error(`Failed to handle request for ${request.url}`, error);
    if (!response.headersSent) response.writeHead(500).end("Internal Server Error");
  });
});

await app.prepare();
server.listen(port, () => {
  // Read by the app, as `next start` sets it, to render a page ahead of its first reader.
  process.env.__NEXT_PRIVATE_ORIGIN = `http://localhost:${port}`;
  console.log(`▲ Neno is serving on http://localhost:${port}`);
});

for (const [signal, code] of [
  ["SIGTERM", 143],
  ["SIGINT", 130],
]) {
  process.once(signal, () => {
    server.close(() => app.close().finally(() => process.exit(code)));
    // Readers still holding a connection open are not waited for.
    server.closeIdleConnections();
  });
}

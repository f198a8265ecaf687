// npm run bench:serve — how close the production server (and the shipped nginx in front of it)
// comes to a plain static server sending the same bytes, and how much memory it holds. Builds
// nothing: run `npm run build` first. BENCH_SECONDS sets each run's length (default 10; the lean
// serving issue's figures use 60).
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startNginx, type RunningNginx } from "./nginx-server";
import { freePort, startNextServer, waitForHealth } from "./next-server.mjs";

const PAGES = ["/sw/biblia/Zaburi/23", "/en", "/en/stories/david-and-goliath"];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";
const WRK = process.env.WRK_PATH || "/usr/bin/wrk";
/** Pages are asked for the way browsers open them: for HTML, compressed. */
const BROWSER_HEADERS = { accept: "text/html,*/*;q=0.8", "accept-encoding": "gzip" };

interface Run {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** When every connection had its first answer, in ms from the start; undefined if some never did. */
  allAnsweredMs?: number;
  /** Latencies of the answers after that moment: the server's pace once it holds every connection. */
  steady: { p50: number; p99: number; requests: number };
}

function percentile(sorted: number[], share: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] : 0;
}

/**
 * Node (libuv 1.45 and later) accepts one waiting connection per turn of its event loop, so a busy
 * server takes new connections slowly: when 200 open at once, the last waits seconds for its first
 * answer while the first ones are answered in turn. The run's own percentiles include that wait;
 * `steady` counts only the answers after every connection had one.
 */
function load(url: string, connections: number, duration = SECONDS): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const answered = new Set<autocannon.Client>();
    let allAnsweredMs: number | undefined;
    const steady: number[] = [];
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        headers: BROWSER_HEADERS,
      },
      (error, result) => {
        if (error) return reject(error);
        steady.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          requests: result.requests.total,
          allAnsweredMs,
          steady: {
            p50: percentile(steady, 0.5),
            p99: percentile(steady, 0.99),
            requests: steady.length,
          },
        });
      },
    );
    instance.on("response", (client, _status, _bytes, responseTime) => {
      if (allAnsweredMs !== undefined) steady.push(responseTime);
      else if (answered.add(client).size === connections) {
        allAnsweredMs = performance.now() - started;
      }
    });
  });
}

/** wrk's latency, as it prints it ("812.00us", "3.41ms", "1.20s"), in ms. */
function wrkMs(text: string): number {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [, "0", "ms"];
  return Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as const)[unit as "us" | "ms" | "s"];
}

/**
 * The same run with wrk, a client written in C on one thread. autocannon, in JavaScript, reads
 * every body itself and tops out near 8,000-12,000 req/s here, below what a static server sends;
 * wrk does not, so the ratios below compare servers rather than the client's own limit.
 */
function loadWithWrk(url: string, connections: number): Promise<Run> {
  const headers = Object.entries(BROWSER_HEADERS).flatMap(([name, value]) => [
    "-H",
    `${name}: ${value}`,
  ]);
  const args = ["-t1", `-c${connections}`, `-d${SECONDS}s`, "--latency", ...headers, url];
  return new Promise((resolve, reject) =>
    execFile(WRK, args, (error, output) => {
      if (error) return reject(error);
      const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
        .exec(output)
        ?.slice(1)
        .reduce((sum, count) => sum + Number(count), 0);
      const p50 = wrkMs(/\s50%\s+(\S+)/.exec(output)?.[1] ?? "0ms");
      const p99 = wrkMs(/\s99%\s+(\S+)/.exec(output)?.[1] ?? "0ms");
      resolve({
        requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
        p50,
        p99,
        errors: socketErrors ?? 0,
        non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
        requests: number(/(\d+) requests in/),
        steady: { p50, p99, requests: 0 },
      });
    }),
  );
}

/** Runs at 8 connections use wrk where it is installed. */
const loadAt8 = (url: string) => (existsSync(WRK) ? loadWithWrk(url, 8) : load(url, 8));

/** Resident memory of a process, in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Serves each page's bytes and content type as the app sent them, from memory, compressed ahead
 * for clients that accept gzip, as a caching proxy keeps them.
 */
async function staticServer(pages: Map<string, { body: Buffer; type: string }>) {
  const port = await freePort();
  const gzipped = new Map([...pages].map(([url, page]) => [url, gzipSync(page.body)]));
  const server = createServer((request, response) => {
    const page = pages.get(request.url ?? "");
    if (!page) return void response.writeHead(404).end();
    const compressed = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    const body = compressed ? gzipped.get(request.url ?? "")! : page.body;
    response.writeHead(200, {
      "content-type": page.type,
      "content-length": body.length,
      ...(compressed ? { "content-encoding": "gzip" } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Milliseconds as wrk's sub-millisecond latencies need them, and autocannon's whole ones. */
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

const format = (run: Run) =>
  `${run.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(run.p50).padStart(5)} ms  ` +
  `p99 ${ms(run.p99).padStart(5)} ms${run.errors || run.non2xx ? `  errors ${run.errors} non-2xx ${run.non2xx}` : ""}`;

const formatSteady = (run: Run) =>
  run.allAnsweredMs === undefined
    ? "          not every connection was answered"
    : `          all connections answered after ${(run.allAnsweredMs / 1000).toFixed(1)} s; ` +
      `after that p50 ${run.steady.p50.toFixed(0)} ms  p99 ${run.steady.p99.toFixed(0)} ms (${run.steady.requests} requests)`;
/**
 * Readers spread over the whole Bible: each of `count` chapters from the sitemap once (rendered on
 * the first run, read from the page cache after), then the server's resident memory as it idles.
 */
async function readDistinctChapters(origin: string, pid: number, count = 300) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const chapters = [
    ...sitemap.matchAll(/<loc>[^<]*?(\/(?:en\/bible|sw\/biblia)\/[^<]+\/\d+)<\/loc>/g),
  ]
    .map((match) => match[1])
    .filter((_, index, all) => index % Math.max(1, Math.floor(all.length / count)) === 0)
    .slice(0, count);
  for (const chapter of chapters) {
    await (await fetch(origin + chapter, { headers: { "accept-encoding": "gzip" } })).arrayBuffer();
  }
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const soonAfterMb = residentMb(pid);
  // After rendering pages, V8 takes about a minute to give the garbage back.
  await new Promise((resolve) => setTimeout(resolve, 45_000));
  return { chapters: chapters.length, soonAfterMb, mb: residentMb(pid) };
}

/**
 * CPU time a process has used, in ms, from /proc (Linux; the kernel counts in 10 ms ticks). Per
 * request, it holds still on a machine whose other work makes req/s swing from run to run.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime, the 14th and 15th fields of the line, in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A run against the app, with the app's CPU time per request. */
async function loadApp(pid: number, running: () => Promise<Run>) {
  const before = cpuMs(pid);
  const run = await running();
  return { ...run, cpuPerRequest: (cpuMs(pid) - before) / Math.max(1, run.requests) };
}

const cpu = (run: { cpuPerRequest: number }) => `  cpu ${run.cpuPerRequest.toFixed(2)} ms/request`;

const ratio = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

if (!existsSync(".next/BUILD_ID")) {
  console.log("bench:serve skipped: no production build (run `npm run build` first)");
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bible-serve-"));
const port = await freePort();
const app = startNextServer({ port, env: { DATA_DIR: dataDir, NODE_ENV: "production" } });
const appOrigin = `http://127.0.0.1:${port}`;
let nginx: RunningNginx | undefined;
let plain: Awaited<ReturnType<typeof staticServer>> | undefined;
try {
  await waitForHealth(appOrigin);
  const bytes = new Map<string, { body: Buffer; type: string }>();
  for (const page of PAGES) {
    // Twice: the first request may render the page and fill the cache.
    await fetch(appOrigin + page);
    const response = await fetch(appOrigin + page);
    const cache = response.headers.get("x-nextjs-cache") ?? "no cache header";
    const body = Buffer.from(await response.arrayBuffer());
    bytes.set(page, { body, type: response.headers.get("content-type") ?? "text/html" });
    console.log(`${page}: ${(body.length / 1024).toFixed(1)} KB of HTML, ${cache}`);
  }
  // Idle as a server between readers is: V8 gives back the heap it grew while warming up within
  // about 15 s (npm run bench:memory shows it), so sooner would measure the warm-up.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const idleMb = residentMb(app.child.pid!);
  plain = await staticServer(bytes);
  if (existsSync(NGINX)) nginx = await startNginx(`127.0.0.1:${port}`);
  else console.log(`nginx not found at ${NGINX}: the proxy rows are skipped`);

  console.log(
    `\n${SECONDS} s per run, 8 connections, load from ${existsSync(WRK) ? "wrk" : "autocannon (wrk not found)"}`,
  );
  for (const page of PAGES) {
    const baseline = await loadAt8(plain.origin + page);
    const next = await loadApp(app.child.pid!, () => loadAt8(appOrigin + page));
    console.log(`${page}\n  static  ${format(baseline)}`);
    console.log(
      `  app     ${format(next)}  = ${ratio(next.requestsPerSecond, baseline.requestsPerSecond)} of static${cpu(next)}`,
    );
    if (nginx) {
      await fetch(nginx.origin + page, { headers: { "accept-encoding": "gzip" } });
      const proxied = await loadAt8(nginx.origin + page);
      console.log(
        `  nginx   ${format(proxied)}  = ${ratio(proxied.requestsPerSecond, baseline.requestsPerSecond)} of static`,
      );
    }
  }

  const [chapter] = PAGES;
  console.log(
    `\n${chapter}, 200 connections (autocannon, which tells when each had its first answer)`,
  );
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(app.child.pid!))), 250);
  const crowded = await loadApp(app.child.pid!, () => load(appOrigin + chapter, 200));
  clearInterval(sampler);
  const crowdedStatic = await load(plain.origin + chapter, 200);
  console.log(`  static  ${format(crowdedStatic)}\n${formatSteady(crowdedStatic)}`);
  console.log(
    `  app     ${format(crowded)}  = ${ratio(crowded.requestsPerSecond, crowdedStatic.requestsPerSecond)} of static${cpu(crowded)}\n${formatSteady(crowded)}`,
  );
  if (nginx) {
    const proxied = await load(nginx.origin + chapter, 200);
    console.log(`  nginx   ${format(proxied)}\n${formatSteady(proxied)}`);
  }
  console.log(
    `\nserver memory (resident): ${idleMb} MB idle, ${peakMb} MB at most under 200 connections`,
  );
  const afterReading = await readDistinctChapters(appOrigin, app.child.pid!);
  console.log(
    `after readers opened ${afterReading.chapters} different chapters: ${afterReading.soonAfterMb} MB 15 s later, ${afterReading.mb} MB a minute later`,
  );
} finally {
  plain?.close();
  await nginx?.stop();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

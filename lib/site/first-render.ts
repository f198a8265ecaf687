/**
 * A page rendered once for everyone carries the policy naming its own inline scripts only when Next
 * serves it from its cache (`page-cache-handler.mjs`); its very first render streams to whoever
 * asked, before it is kept. So the first request for such a page in this process has the app
 * render and keep it, and is then answered from the cache like every later one. For a page kept
 * already (prerendered at build, or by an earlier process) that costs one cached read.
 */
import { FIRST_RENDER_HEADER } from "./page-requests.mjs";

const RENDER_TIMEOUT_MS = 10_000;
/** Far more than the Bible's chapters in both languages; past it, pages are simply kept again. */
const REMEMBERED_PAGES = 20_000;

/** Pages this process has had kept, or is having kept, so each is rendered ahead only once. */
const keptPages = new Map<string, Promise<void>>();

async function renderAndKeep(pathname: string, origin: string): Promise<void> {
  try {
    const response = await fetch(new URL(pathname, origin), {
      headers: { [FIRST_RENDER_HEADER]: "1" },
      redirect: "manual",
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    await response.arrayBuffer();
  } catch {
    // Not kept this time: Next renders the page for this request itself, as it would anyway.
    keptPages.delete(pathname);
  }
}

/** Waits, on a page's first request, until the app has rendered and kept it. */
export async function keepBeforeFirstServing(request: Request, pathname: string): Promise<void> {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  if (
    !origin ||
    process.env.NODE_ENV !== "production" ||
    request.method !== "GET" ||
    request.headers.has(FIRST_RENDER_HEADER) ||
    request.headers.get("rsc") === "1"
  ) {
    return;
  }
  let kept = keptPages.get(pathname);
  if (!kept) {
    if (keptPages.size >= REMEMBERED_PAGES) keptPages.clear();
    kept = renderAndKeep(pathname, origin);
    keptPages.set(pathname, kept);
  }
  await kept;
}

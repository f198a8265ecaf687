import type { APIRequestContext } from "@playwright/test";

/** What a crawler reads from a page's HTML. */
export interface CrawledPage {
  path: string;
  status: number;
  title?: string;
  description?: string;
  canonical?: string;
  /** hreflang → absolute URL */
  alternates: Record<string, string>;
  ogImage?: string;
  jsonLd: string[];
  /** Same-site link paths (with their query, without their fragment). */
  links: string[];
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    found[name.toLowerCase()] = decodeEntities(value);
  }
  return found;
}

/** Reads the head tags, structured data and links of a page as a crawler does: from the HTML. */
export function parsePage(path: string, status: number, html: string): CrawledPage {
  const page: CrawledPage = { path, status, alternates: {}, jsonLd: [], links: [] };
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) page.title = decodeEntities(title[1]);
  for (const [tag] of html.matchAll(/<(?:meta|link)\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (attrs.name === "description") page.description = attrs.content;
    if (attrs.property === "og:image") page.ogImage ??= attrs.content;
    if (attrs.rel === "canonical") page.canonical = attrs.href;
    if (attrs.rel === "alternate" && attrs.hreflang) page.alternates[attrs.hreflang] = attrs.href;
  }
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
  )) {
    page.jsonLd.push(json);
  }
  const links = new Set<string>();
  for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
    const href = attributes(tag).href;
    if (!href || !href.startsWith("/") || href.startsWith("//")) continue;
    links.add(href.split("#")[0]);
  }
  page.links = [...links].filter(Boolean);
  return page;
}

/** The path and query of an absolute or root-relative URL. */
export function pathOf(url: string): string {
  const parsed = new URL(url, "http://crawler.invalid");
  return `${parsed.pathname}${parsed.search}`;
}

/** Runs `work` over the items, at most `limit` at a time, keeping their order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `count` items spread evenly over the list, first and last included. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))],
  );
}

/** Reads pages once per path, however many tests and links ask for them. */
export class Crawler {
  private readonly pages = new Map<string, Promise<CrawledPage>>();
  private readonly statuses = new Map<string, Promise<number>>();

  constructor(private readonly request: APIRequestContext) {}

  page(path: string): Promise<CrawledPage> {
    let page = this.pages.get(path);
    if (!page) {
      page = this.request
        .get(path, { maxRedirects: 0 })
        .then(async (response) => parsePage(path, response.status(), await response.text()));
      this.pages.set(path, page);
    }
    return page;
  }

  /** The status a link answers with, without following a redirect. */
  status(path: string): Promise<number> {
    let status = this.statuses.get(path);
    if (!status) {
      status = this.request
        .fetch(path, { method: "HEAD", maxRedirects: 0 })
        .then((response) => response.status());
      this.statuses.set(path, status);
    }
    return status;
  }
}

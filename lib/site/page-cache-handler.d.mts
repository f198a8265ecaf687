import type FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";

export declare const POLICY_META: string;
export declare function withScriptPolicy(html: string): string;
export default class PageCacheHandler extends FileSystemCache {}

export interface KeptPage {
  internalPath: string;
  html: Uint8Array<ArrayBuffer>;
  etag: string;
  cacheControl: string;
  keptUntil: number;
}
export declare const LANDING_REVALIDATE_SECONDS: number;
export declare function isUnchangingPage(internalPath: string): boolean;
export declare function isKeptForAWhile(internalPath: string): boolean;
export declare function keepPage(internalPath: string, html: string, renderedAt?: number): void;
export declare function keptPage(internalPath: string): KeptPage | undefined;
export declare function keptBytes(): number;
export declare function keptPageTagged(etag: string): KeptPage | undefined;
export declare function isStillKept(page: KeptPage): boolean;

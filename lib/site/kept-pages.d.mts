export interface KeptPage {
  html: Uint8Array<ArrayBuffer>;
  etag: string;
}
export declare function isUnchangingPage(internalPath: string): boolean;
export declare function keepPage(internalPath: string, html: string): void;
export declare function keptPage(internalPath: string): KeptPage | undefined;
export declare function keptBytes(): number;

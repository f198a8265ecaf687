import type { IncomingMessage, ServerResponse } from "node:http";

export declare function copyKey(request: IncomingMessage): string | null;
export interface FrontCopies {
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  bytes(): number;
}
export declare function createFrontCopies(options?: { budgetBytes?: number }): FrontCopies;

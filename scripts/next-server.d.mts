import type { ChildProcess, StdioOptions } from "node:child_process";

export function startNextServer(options: {
  port: number | string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
  detached?: boolean;
}): {
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): void;
};
export function waitForHealth(origin: string, timeoutMs?: number): Promise<void>;
export function freePort(): Promise<number>;

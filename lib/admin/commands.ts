import "server-only";
import { z } from "zod";

export const adminInputSchema = z.object({
  args: z.array(z.string().max(500)).max(20).default([]),
  flags: z.record(z.string(), z.string().max(500)).default({}),
});

export type AdminInput = z.infer<typeof adminInputSchema>;

/** What a command prints: a message, or rows the command-line tool shows as a table. */
export interface AdminResult {
  message?: string;
  rows?: Record<string, string | number | boolean | null>[];
}

export type AdminCommand = (input: AdminInput) => Promise<AdminResult>;

export class AdminCommandError extends Error {}

import "server-only";
import type { AdminCommand } from "./commands";

/** Every command of `npm run admin`; each domain adds its own. */
export const adminCommands: Record<string, AdminCommand> = {};

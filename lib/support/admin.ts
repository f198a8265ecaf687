import "server-only";
import type { AdminCommand } from "@/lib/admin/commands";
import { listSupportRequests } from "./service";

export const listSupportCommand: AdminCommand = async ({ flags }) => {
  const rows = await listSupportRequests({ limit: Math.min(Number(flags.limit) || 50, 500) });
  return {
    rows: rows.map((row) => ({
      date: row.createdAt.toISOString().slice(0, 16).replace("T", " "),
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message.length > 80 ? `${row.message.slice(0, 77)}...` : row.message,
      language: row.locale,
    })),
  };
};

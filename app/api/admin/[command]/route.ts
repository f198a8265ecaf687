import { AdminCommandError, adminInputSchema } from "@/lib/admin/commands";
import { adminCommands } from "@/lib/admin/registry";
import { isAdminRequest } from "@/lib/admin/token";

export const dynamic = "force-dynamic";

const error = (status: number, detail: string) => Response.json({ detail }, { status });

export async function POST(request: Request, { params }: RouteContext<"/api/admin/[command]">) {
  if (!isAdminRequest(request)) return error(401, "A valid admin token is required.");
  const { command } = await params;
  const run = Object.hasOwn(adminCommands, command) ? adminCommands[command] : undefined;
  if (!run)
    return error(
      404,
      `Unknown command: ${command}. Known: ${Object.keys(adminCommands).join(", ")}`,
    );

  const input = adminInputSchema.safeParse(await request.json().catch(() => ({})));
  if (!input.success) return error(400, "Invalid command input.");
  try {
    return Response.json(await run(input.data));
  } catch (failure) {
    if (failure instanceof AdminCommandError) return error(400, failure.message);
    console.error(`[admin] ${command} failed`, failure);
    return error(500, "The command failed; see the server log.");
  }
}

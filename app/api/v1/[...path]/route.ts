import { handleApiRequest } from "@/lib/api/entry";
import { serverEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

async function handle(request: Request): Promise<Response> {
  return handleApiRequest(request, serverEnv().API_BASE_URL || undefined);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

import { dispatch } from "@/lib/api/dispatch";
import { forward } from "@/lib/api/forward";
import { serverEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

async function handle(request: Request): Promise<Response> {
  const backend = serverEnv().API_BASE_URL;
  return backend ? forward(request, backend) : dispatch(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

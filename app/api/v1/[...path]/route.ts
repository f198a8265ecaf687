import { dispatch } from "@/lib/api/dispatch";
import { errorResponse } from "@/lib/api/errors";
import { forward } from "@/lib/api/forward";
import { foreignOriginError } from "@/lib/api/origin";
import { serverEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

async function handle(request: Request): Promise<Response> {
  const backend = serverEnv().API_BASE_URL;
  if (!backend) return dispatch(request);
  const refusal = foreignOriginError(request);
  return refusal ? errorResponse(refusal) : forward(request, backend);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

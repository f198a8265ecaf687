import "server-only";
import { dispatch, requestLocale } from "./dispatch";
import { forward } from "./forward";
import { localizedErrorResponse } from "./localized-errors";
import { foreignOriginError } from "./origin";

/**
 * Every /api/v1 request, whoever answers it: a cookie-authenticated write from another site is
 * refused first, then the embedded backend or the configured one (`API_BASE_URL`) answers.
 */
export async function handleApiRequest(
  request: Request,
  backendBaseUrl?: string,
): Promise<Response> {
  const refusal = foreignOriginError(request);
  if (refusal) return localizedErrorResponse(refusal, requestLocale(request));
  return backendBaseUrl ? forward(request, backendBaseUrl) : dispatch(request);
}

import { handleApiRequest } from "@/lib/api/entry";

export interface ApiCall {
  method?: string;
  body?: unknown;
  locale?: string;
  headers?: Record<string, string>;
}

/** Calls the embedded /api/v1 backend in-process, through the route handler's entry. */
export async function callApi(
  path: string,
  { method = "GET", body, locale, headers = {} }: ApiCall = {},
) {
  const request = new Request(`http://localhost/api/v1/${path.replace(/^\//, "")}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      ...(locale ? { Locale: locale } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handleApiRequest(request);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

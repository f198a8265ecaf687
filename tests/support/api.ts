import { dispatch } from "@/lib/api/dispatch";

export interface ApiCall {
  method?: string;
  body?: unknown;
  locale?: string;
  headers?: Record<string, string>;
}

/** Calls the embedded /api/v1 router in-process, as the route handler does. */
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
  const response = await dispatch(request);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

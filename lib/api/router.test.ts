import { describe, expect, it } from "vitest";
import { callApi } from "@/tests/support/api";
import { defineRoutes, matchRoute } from "./router";

const routes = defineRoutes([
  { method: "GET", pattern: "things/", handler: () => new Response("list") },
  { method: "POST", pattern: "things/:id/", handler: () => new Response("one") },
]);

describe("matchRoute", () => {
  it("captures decoded parameters and ignores trailing slashes", () => {
    const result = matchRoute(routes, "POST", "things/1%20John");
    expect(result).toMatchObject({ kind: "match", match: { params: { id: "1 John" } } });
    expect(matchRoute(routes, "GET", "things").kind).toBe("match");
  });

  it("tells a wrong method from an unknown path", () => {
    expect(matchRoute(routes, "DELETE", "things/2/")).toEqual({
      kind: "method-not-allowed",
      allowed: ["POST"],
    });
    expect(matchRoute(routes, "GET", "nothing/here")).toEqual({ kind: "not-found" });
  });
});

describe("dispatch", () => {
  it("answers unknown paths with a 404 JSON error", async () => {
    const response = await callApi("no/such/path/");
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ detail: "Not found.", code: "not_found" });
  });
});

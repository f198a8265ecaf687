import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { readJsonBody } from "./validation";

const bodyOf = (text: string) =>
  readJsonBody(new Request("http://localhost/api/v1/x/", { method: "POST", body: text }));

async function refusal(text: string): Promise<AppError> {
  const error = await bodyOf(text).catch((caught: unknown) => caught);
  if (!(error instanceof AppError)) throw new Error(`Expected a refusal of ${text}`);
  return error;
}

describe("readJsonBody", () => {
  it("refuses a NUL character in a value with a 400 naming the field", async () => {
    const error = await refusal('{"session_name": "Psalm\\u0000 23"}');
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ session_name: [expect.any(String)] });
  });

  it("refuses a NUL character deep inside or in a key", async () => {
    await expect(refusal('{"history": [{"text": "\\u0000"}]}')).resolves.toMatchObject({
      status: 400,
      fields: { text: [expect.any(String)] },
    });
    await expect(refusal('{"a\\u0000": 1}')).resolves.toMatchObject({
      fields: { _: [expect.any(String)] },
    });
  });

  it("keeps invalid JSON a 400 of its own and reads an empty body as {}", async () => {
    await expect(refusal("{")).resolves.toMatchObject({
      status: 400,
      detail: "The request body is not valid JSON.",
    });
    await expect(bodyOf("  ")).resolves.toEqual({});
  });

  it("reads a __proto__ key as plain data without touching Object.prototype", async () => {
    const body = (await bodyOf('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

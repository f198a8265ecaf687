import { beforeAll, expect, it } from "vitest";
import { mintApiToken } from "@/lib/auth/api-token";
import { createPasswordUser } from "@/lib/auth/users";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import { listSupportRequests } from "./service";

describeEachDatabase("support requests API", () => {
  let token: string;
  const request = {
    name: "Amani",
    email: "amani@example.com",
    subject: "Payment",
    message: "I paid yesterday.",
  };

  beforeAll(async () => {
    const user = (await createPasswordUser({
      email: "amani@example.com",
      passwordHash: "unused",
    }))!;
    token = mintApiToken({ id: user.id, email: user.email, isGuest: false }).token;
  });

  const send = (body: unknown) =>
    callApi("support/requests/", {
      method: "POST",
      body,
      locale: "sw",
      headers: { Authorization: `Bearer ${token}` },
    });

  it("needs a signed-in user", async () => {
    expect((await callApi("support/requests/", { method: "POST", body: request })).status).toBe(
      401,
    );
  });

  it("requires every field and stores nothing when one is missing", async () => {
    const response = await send({ ...request, subject: "  " });
    expect(response.status).toBe(400);
    expect(response.json.fields.subject).toEqual([
      "Sehemu zote zinahitajika ili kutuma ombi lako la msaada.",
    ]);
    expect(await listSupportRequests()).toHaveLength(0);
  });

  it("stores a complete request with the reader's language", async () => {
    const response = await send(request);
    expect(response.status).toBe(201);
    const [stored] = await listSupportRequests();
    expect(stored).toMatchObject({ ...request, locale: "sw" });
  });
});

import { beforeAll, expect, it } from "vitest";
import { ensureProfile } from "@/lib/accounts/service";
import { mintApiToken } from "@/lib/auth/api-token";
import { createPasswordUser } from "@/lib/auth/users";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";

describeEachDatabase("data export API", () => {
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const email of ["reader@example.com", "someone@example.com"]) {
      const user = (await createPasswordUser({ email, passwordHash: "unused" }))!;
      await ensureProfile({ id: user.id, email, isGuest: false });
      tokens[email] = mintApiToken({ id: user.id, email, isGuest: false }).token;
    }
    const auth = (email: string) => ({ Authorization: `Bearer ${tokens[email]}` });
    await callApi("support/requests/", {
      method: "POST",
      headers: auth("someone@example.com"),
      body: { name: "S", email: "someone@example.com", subject: "Private", message: "Only mine" },
    });
    await callApi("payments/references/", {
      method: "POST",
      headers: auth("reader@example.com"),
      body: { reference: "EXPORT1", period: "monthly" },
    });
  });

  it("needs a signed-in user", async () => {
    expect((await callApi("session/export/")).status).toBe(401);
  });

  it("returns the caller's data and nobody else's", async () => {
    const response = await callApi("session/export/", {
      headers: { Authorization: `Bearer ${tokens["reader@example.com"]}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const data = response.json.data;
    expect(data.account.email).toBe("reader@example.com");
    expect(data.profile.email).toBe("reader@example.com");
    expect(data.payment_references.map((row: { reference: string }) => row.reference)).toEqual([
      "EXPORT1",
    ]);
    expect(data.support_requests).toEqual([]);
  });
});

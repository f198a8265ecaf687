import { Auth } from "@auth/core";
import { expect, it } from "vitest";
import { describeEachDatabase } from "@/tests/support/databases";
import { authConfig } from "./config";
import { createTestUser } from "./test-users";
import { findUserByEmail } from "./users";

const ORIGIN = "http://localhost";

/** A form another site would post to next-auth: the member's cookies ride along, the CSRF token cannot. */
function foreignForm(action: string, fields: Record<string, string>, cookie = "") {
  return Auth(
    new Request(`${ORIGIN}/api/auth/${action}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields),
    }),
    authConfig(),
  );
}

const setCookies = (response: Response) => response.headers.getSetCookie().join("\n");

describeEachDatabase("next-auth's own endpoints are guarded by its CSRF token", () => {
  it("refuses a sign-up or sign-in form posted without the token", async () => {
    const signUp = await foreignForm("callback/sign-up", {
      email: "forged@example.com",
      password: "secret1",
    });
    expect(signUp.headers.get("location")).toContain("MissingCSRF");
    expect(setCookies(signUp)).not.toContain("authjs.session-token=e");
    await expect(findUserByEmail("forged@example.com")).resolves.toBeNull();

    const guest = await foreignForm("callback/guest", {});
    expect(guest.headers.get("location")).toContain("MissingCSRF");
    expect(setCookies(guest)).not.toContain("authjs.session-token=e");
  });

  it("refuses a sign-out posted without the token, leaving the session cookie alone", async () => {
    const member = await createTestUser();
    const { Cookie } = await member.cookieHeaders();
    const signOut = await foreignForm("signout", {}, Cookie);
    expect(signOut.headers.get("location")).toContain("MissingCSRF");
    expect(setCookies(signOut)).not.toMatch(/authjs\.session-token=;/);
  });
});

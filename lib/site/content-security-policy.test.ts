import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isPrerenderedPage, scriptHash } from "./content-security-policy";

const base = {
  inlineScriptHashes: [scriptHash("window.theme = 1")],
  development: false,
  https: false,
  googleSignIn: false,
};
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("contentSecurityPolicy", () => {
  it("allows only this origin's files, the nonce and the listed hashes on per-request pages", () => {
    const policy = contentSecurityPolicy({ ...base, nonce: "abc123" });
    expect(directive(policy, "script-src")).toBe(
      `'self' 'nonce-abc123' ${scriptHash("window.theme = 1")}`,
    );
    expect(policy).not.toContain("strict-dynamic");
    expect(directive(policy, "script-src")).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("lets prerendered pages run their inline payload, never eval", () => {
    const policy = contentSecurityPolicy({ ...base, nonce: null });
    expect(directive(policy, "script-src")).toBe("'self' 'unsafe-inline'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("refuses framing, plugins, a foreign base and other origins in every case", () => {
    for (const nonce of ["n", null]) {
      const policy = contentSecurityPolicy({ ...base, nonce });
      expect(directive(policy, "frame-ancestors")).toBe("'none'");
      expect(directive(policy, "object-src")).toBe("'none'");
      expect(directive(policy, "base-uri")).toBe("'none'");
      expect(directive(policy, "connect-src")).toBe("'self'");
      expect(directive(policy, "form-action")).toBe("'self'");
    }
  });

  it("adds what development, HTTPS and Google sign-in need, and only then", () => {
    const policy = contentSecurityPolicy({
      ...base,
      nonce: "n",
      development: true,
      https: true,
      googleSignIn: true,
    });
    expect(directive(policy, "script-src")).toContain("'unsafe-eval'");
    expect(directive(policy, "connect-src")).toBe("'self' ws:");
    expect(directive(policy, "form-action")).toBe("'self' https://accounts.google.com");
    expect(policy.endsWith("upgrade-insecure-requests")).toBe(true);
  });

  it("hashes a script as browsers do (sha256, base64)", () => {
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("isPrerenderedPage", () => {
  it.each([
    "/en",
    "/sw",
    "/en/bible",
    "/sw/biblia/Zaburi",
    "/en/bible/John/3",
    "/en/bible/John/3/16",
    "/en/stories/creation",
    "/sw/hadithi/creation",
    "/sw/offline",
  ])("%s is prerendered", (path) => expect(isPrerenderedPage(path)).toBe(true));

  it.each([
    "/en/stories",
    "/en/profile",
    "/en/bookmarks",
    "/en/ai-chat",
    "/en/upgrade",
    "/en/support",
    "/en/privacy-policy",
    "/en/plans",
    "/sw/mipango/hard-times-7-days",
    "/auth",
    "/en/no-such-page",
    "/en/bible/John/3/16/extra",
  ])("%s renders per request", (path) => expect(isPrerenderedPage(path)).toBe(false));
});

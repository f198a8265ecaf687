import { describe, expect, it } from "vitest";
import { changePasswordFormSchema, signInSchema, signUpFormSchema } from "./schemas";

const firstErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
};

describe("sign-up form", () => {
  it("needs a valid e-mail, a password of at least 6 characters and a matching confirmation", () => {
    expect(
      signUpFormSchema.safeParse({
        email: " Amani@Example.com ",
        password: "secret",
        confirmPassword: "secret",
      }).success,
    ).toBe(true);
    expect(
      firstErrors(signUpFormSchema.safeParse({ email: "", password: "", confirmPassword: "" })),
    ).toEqual({
      email: "emailRequired",
      password: "passwordRequired",
      confirmPassword: "passwordRequired",
    });
    expect(
      firstErrors(
        signUpFormSchema.safeParse({
          email: "not-an-email",
          password: "12345",
          confirmPassword: "12345",
        }),
      ),
    ).toEqual({
      email: "emailInvalid",
      password: "passwordTooShort",
    });
    expect(
      firstErrors(
        signUpFormSchema.safeParse({
          email: "a@b.co",
          password: "secret1",
          confirmPassword: "secret2",
        }),
      ),
    ).toEqual({
      confirmPassword: "passwordsDoNotMatch",
    });
    expect(
      firstErrors(
        signUpFormSchema.safeParse({
          email: "a@b.co",
          password: "x".repeat(129),
          confirmPassword: "x".repeat(129),
        }),
      ),
    ).toEqual({
      password: "passwordTooLong",
    });
  });
});

describe("sign-in form", () => {
  it("needs an e-mail and a password, of any length", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "1" }).success).toBe(true);
    expect(firstErrors(signInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "emailRequired",
      password: "passwordRequired",
    });
  });
});

describe("change password form", () => {
  it("needs the current password and a confirmed new one", () => {
    expect(
      changePasswordFormSchema.safeParse({
        currentPassword: "old",
        newPassword: "newer1",
        confirmPassword: "newer1",
      }).success,
    ).toBe(true);
    expect(
      firstErrors(
        changePasswordFormSchema.safeParse({
          currentPassword: "",
          newPassword: "short",
          confirmPassword: "other",
        }),
      ),
    ).toEqual({
      currentPassword: "passwordRequired",
      newPassword: "passwordTooShort",
      confirmPassword: "passwordsDoNotMatch",
    });
  });
});

import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;

// Error messages are keys of the Auth.validation messages.
const email = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, { error: "emailRequired" })
  .max(320, { error: "emailInvalid" })
  .pipe(z.email({ error: "emailInvalid" }));

const newPassword = z
  .string({ error: "passwordRequired" })
  .min(1, { error: "passwordRequired" })
  .min(PASSWORD_MIN_LENGTH, { error: "passwordTooShort" })
  .max(PASSWORD_MAX_LENGTH, { error: "passwordTooLong" });

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "passwordRequired" })
    .min(1, { error: "passwordRequired" })
    .max(PASSWORD_MAX_LENGTH, { error: "passwordTooLong" }),
});

export const signUpSchema = z.object({ email, password: newPassword });

/** The sign-up form: the confirmation is checked in the browser and never sent. */
export const signUpFormSchema = signUpSchema
  .extend({
    confirmPassword: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: "passwordsDoNotMatch",
    path: ["confirmPassword"],
  });

/** Body of POST /api/v1/session/password/. */
export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: "passwordRequired" })
    .min(1, { error: "passwordRequired" })
    .max(PASSWORD_MAX_LENGTH),
  new_password: newPassword,
});

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: "passwordRequired" }),
    newPassword,
    confirmPassword: z.string().min(1, { error: "passwordRequired" }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: "passwordsDoNotMatch",
    path: ["confirmPassword"],
  });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** What went wrong with a sign-in or sign-up, as the browser is told. */
export const AUTH_FAILURES = [
  "invalid_credentials",
  "email_taken",
  "invalid_input",
  "rate_limited",
  "failed",
] as const;
export type AuthFailure = (typeof AUTH_FAILURES)[number];

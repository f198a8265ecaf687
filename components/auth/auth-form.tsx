"use client";

import { BookOpen, UserRound } from "@/components/icons";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import {
  signInAsGuest,
  signInWithGoogle,
  signInWithPassword,
  signUpWithPassword,
  type AuthResult,
} from "@/lib/auth/client";
import { setFlash, takeFlash, type FlashMessage } from "@/lib/auth/flash";
import { signInSchema, signUpFormSchema, type AuthFailure } from "@/lib/auth/schemas";
import type { Messages } from "@/lib/i18n/messages";
import { fieldA11y, FormField } from "./form-field";
import { GoogleIcon } from "./google-icon";
import { PasswordInput } from "./password-input";

export type AuthMode = "signin" | "signup";
type Busy = AuthMode | "guest" | "google" | null;
type Field = "email" | "password" | "confirmPassword";

export interface AuthFormProps {
  initialMode: AuthMode;
  /** Where to go after signing in: a same-origin path, already checked on the server. */
  callbackUrl: string;
  /** Where a guest goes: the callback unless that page is closed to guests. */
  guestCallbackUrl: string;
  biblePath: string;
  googleEnabled: boolean;
  isGuest: boolean;
  oauthError: boolean;
  /** The document title of each tab, so switching tabs retitles the page. */
  titles: Record<AuthMode, string>;
}

export function AuthForm({
  initialMode,
  callbackUrl,
  guestCallbackUrl,
  biblePath,
  googleEnabled,
  isGuest,
  oauthError,
  titles,
}: AuthFormProps) {
  const t = useTranslations("Auth");
  const validation = useTranslations("AuthValidation");
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [busy, setBusy] = useState<Busy>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    email: "",
    password: "",
    confirmPassword: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // One inline, announced message per failure: a toast as well would say it twice.
  const [formError, setFormError] = useState<string | null>(
    oauthError ? t("errors.googleFailed") : null,
  );

  useEffect(() => {
    if (oauthError) takeFlash();
  }, [oauthError]);

  useEffect(() => {
    document.title = mode === "signup" ? titles.signup : titles.signin;
  }, [mode, titles]);

  function switchMode(next: AuthMode) {
    setMode(next);
    setErrors({});
    setFormError(null);
    const url = new URL(window.location.href);
    url.searchParams.set("mode", next);
    window.history.replaceState(null, "", url);
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function failureMessage(result: Extract<AuthResult, { ok: false }>, fallback: string): string {
    const known: Partial<Record<AuthFailure, string>> = {
      invalid_credentials: t("errors.invalidCredentials"),
      email_taken: t("errors.emailTaken"),
      invalid_input: t("errors.invalidInput"),
      rate_limited:
        result.message ?? t("errors.rateLimited", { seconds: result.retryAfterSeconds ?? 60 }),
    };
    return known[result.failure] ?? fallback;
  }

  async function finish(result: AuthResult, flash: FlashMessage, fallback: string) {
    if (result.ok) {
      setFlash(flash);
      window.location.assign(result.url);
      return;
    }
    const message = failureMessage(result, fallback);
    setFormError(message);
    setBusy(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed =
      mode === "signup" ? signUpFormSchema.safeParse(values) : signInSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= validation(issue.message as keyof Messages["AuthValidation"]);
      }
      setErrors(found);
      const firstInvalid = (["email", "password", "confirmPassword"] as const).find(
        (field) => found[field],
      );
      if (firstInvalid) document.getElementById(`auth-${firstInvalid}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(mode);
    const { email, password } = parsed.data;
    if (mode === "signup") {
      await finish(
        await signUpWithPassword(email, password, callbackUrl),
        "signedUp",
        t("errors.signUpFailed"),
      );
    } else {
      await finish(
        await signInWithPassword(email, password, callbackUrl),
        "signedIn",
        t("errors.signInFailed"),
      );
    }
  }

  async function continueAsGuest() {
    setBusy("guest");
    setFormError(null);
    await finish(await signInAsGuest(guestCallbackUrl), "signedInAsGuest", t("errors.guestFailed"));
  }

  async function continueWithGoogle() {
    setBusy("google");
    setFormError(null);
    setFlash("googlePending");
    const result = await signInWithGoogle(callbackUrl);
    if (!result.ok) {
      takeFlash();
      setFormError(t("errors.googleFailed"));
      setBusy(null);
    }
  }

  const signingUp = mode === "signup";
  const disabled = busy !== null;

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="font-serif text-2xl font-semibold">
            {signingUp ? t("signUpTitle") : t("signInTitle")}
          </h1>
        </CardTitle>
        <CardDescription>{signingUp ? t("signUpSubtitle") : t("signInSubtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isGuest ? (
          <p className="border-accent bg-accent/15 rounded-md border p-3 text-sm" role="status">
            {t("guestNotice")}
          </p>
        ) : null}

        <div
          className="bg-muted grid grid-cols-2 gap-1 rounded-lg p-1"
          role="group"
          aria-label={t("modeLabel")}
        >
          {(["signin", "signup"] as const).map((option) => (
            <Button
              key={option}
              type="button"
              variant={mode === option ? "default" : "ghost"}
              size="sm"
              aria-pressed={mode === option}
              onClick={() => switchMode(option)}
              disabled={disabled}
            >
              {option === "signin" ? t("signIn") : t("signUp")}
            </Button>
          ))}
        </div>

        {/* Sent before the page's scripts run, the form posts: a GET would put the password in the address. */}
        <form
          method="post"
          noValidate
          onSubmit={submit}
          className="grid gap-4"
          aria-describedby={formError ? "auth-form-error" : undefined}
        >
          <FormField id="auth-email" label={t("email")} error={errors.email}>
            <Input
              {...fieldA11y("auth-email", errors.email)}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t("emailPlaceholder")}
              value={values.email}
              onChange={(event) => update("email", event.target.value)}
              readOnly={disabled}
              required
            />
          </FormField>
          <FormField
            id="auth-password"
            label={t("password")}
            error={errors.password}
            hint={signingUp ? t("passwordHint") : undefined}
          >
            <PasswordInput
              {...fieldA11y("auth-password", errors.password, signingUp)}
              name="password"
              autoComplete={signingUp ? "new-password" : "current-password"}
              value={values.password}
              onChange={(event) => update("password", event.target.value)}
              readOnly={disabled}
              required
            />
          </FormField>
          {signingUp ? (
            <FormField
              id="auth-confirmPassword"
              label={t("confirmPassword")}
              error={errors.confirmPassword}
            >
              <PasswordInput
                {...fieldA11y("auth-confirmPassword", errors.confirmPassword)}
                name="confirmPassword"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={(event) => update("confirmPassword", event.target.value)}
                readOnly={disabled}
                required
              />
            </FormField>
          ) : null}
          {formError ? (
            <p id="auth-form-error" role="alert" className="text-destructive text-sm font-medium">
              {formError}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={disabled}>
            {busy === mode ? <Spinner aria-hidden /> : null}
            {busy === mode
              ? signingUp
                ? t("creatingAccount")
                : t("signingIn")
              : signingUp
                ? t("createAccount")
                : t("signIn")}
          </Button>
        </form>

        <div
          className="text-muted-foreground flex items-center gap-3 text-xs uppercase"
          aria-hidden
        >
          <span className="bg-border h-px flex-1" />
          {t("or")}
          <span className="bg-border h-px flex-1" />
        </div>

        <div className="grid gap-3">
          {googleEnabled ? (
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={continueWithGoogle}
              disabled={disabled}
            >
              {busy === "google" ? <Spinner aria-hidden /> : <GoogleIcon />}
              {t("google")}
            </Button>
          ) : null}
          <Button
            type="button"
            variant="secondary"
            size="lg"
            onClick={continueAsGuest}
            disabled={disabled}
          >
            {busy === "guest" ? <Spinner aria-hidden /> : <UserRound aria-hidden />}
            {t("guest")}
          </Button>
          <Button
            asChild
            variant="ghost"
            size="lg"
            aria-disabled={disabled || undefined}
            className={disabled ? "pointer-events-none opacity-50" : undefined}
          >
            <NextLink href={biblePath} tabIndex={disabled ? -1 : undefined}>
              <BookOpen aria-hidden />
              {t("bible")}
            </NextLink>
          </Button>
        </div>
      </CardContent>
      <CardFooter className="text-muted-foreground justify-center text-sm">
        {signingUp ? t("haveAccount") : t("noAccount")}
        <Button
          type="button"
          variant="link"
          size="sm"
          className="px-1"
          onClick={() => switchMode(signingUp ? "signin" : "signup")}
          disabled={disabled}
        >
          {signingUp ? t("signIn") : t("signUp")}
        </Button>
      </CardFooter>
    </Card>
  );
}

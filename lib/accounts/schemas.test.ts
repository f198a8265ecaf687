import { describe, expect, it } from "vitest";
import { profileUpdateSchema } from "./schemas";

const errorsOf = (input: unknown) => {
  const result = profileUpdateSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
};

describe("profileUpdateSchema", () => {
  it("trims names and accepts names in any script", () => {
    expect(
      profileUpdateSchema.parse({ first_name: "  Amani ", last_name: "Mwakyusa-O'Neil" }),
    ).toEqual({
      first_name: "Amani",
      last_name: "Mwakyusa-O'Neil",
    });
    expect(profileUpdateSchema.safeParse({ first_name: "Zoë", last_name: "Ñúñez" }).success).toBe(
      true,
    );
  });

  it("requires both names, at most 50 characters, made of letters", () => {
    expect(errorsOf({ first_name: " ", last_name: "" })).toEqual({
      first_name: "required",
      last_name: "required",
    });
    expect(errorsOf({})).toEqual({ first_name: "required", last_name: "required" });
    expect(errorsOf({ first_name: "a".repeat(51), last_name: "Ok" })).toEqual({
      first_name: "tooLong",
    });
    expect(errorsOf({ first_name: "<script>", last_name: "Ok" })).toEqual({
      first_name: "invalidName",
    });
  });

  it("accepts phone numbers as people write them and refuses others", () => {
    for (const phone of ["+255 754 123 456", "0712-345-678", "(022) 2123456", "+254712345678"]) {
      expect(
        profileUpdateSchema.safeParse({ first_name: "A", last_name: "B", phone_number: phone })
          .success,
        phone,
      ).toBe(true);
    }
    for (const phone of [
      "12345",
      "call me",
      "+255 754 123 456 789 000",
      "++255712345678",
      "0712345678x",
    ]) {
      expect(errorsOf({ first_name: "A", last_name: "B", phone_number: phone }), phone).toEqual({
        phone_number: "invalidPhone",
      });
    }
  });

  it("leaves a missing phone alone and clears an empty one", () => {
    expect(profileUpdateSchema.parse({ first_name: "A", last_name: "B" })).not.toHaveProperty(
      "phone_number",
    );
    expect(
      profileUpdateSchema.parse({ first_name: "A", last_name: "B", phone_number: "" }).phone_number,
    ).toBeNull();
    expect(
      profileUpdateSchema.parse({ first_name: "A", last_name: "B", phone_number: null })
        .phone_number,
    ).toBeNull();
  });
});

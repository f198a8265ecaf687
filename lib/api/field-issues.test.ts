import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "@/messages/en.json";
import { serverText } from "@/lib/i18n/server-text";
import { describeIssue } from "./field-issues";

const SAMPLE_VALUES = {
  limit: 5,
  expected: "string",
  format: "email",
  options: "VERSE, NOTE",
  names: "extra",
  bookEn: "John",
  bookSw: "Yohana",
  chapter: 3,
  count: 36,
};

const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { reportInput: true }).error!.issues.map(describeIssue);

describe("field issues", () => {
  it.each(["en", "sw"] as const)("every field text reads whole in %s", async (locale) => {
    for (const key of Object.keys(en.ApiErrors.fields)) {
      const text = await serverText(
        locale,
        "ApiErrors",
        `fields.${key}` as "fields",
        SAMPLE_VALUES,
      );
      expect(text, key).toMatch(/^\S.*[.?]$/);
      expect(text, key).not.toMatch(/[{}]/);
    }
  });

  it("tells a missing field from a wrong one, and names the limit a check sets", () => {
    const schema = z.object({ title: z.string().max(10), tags: z.array(z.string()).min(1) });
    expect(issuesOf(schema, {})).toEqual([{ text: "required" }, { text: "required" }]);
    expect(issuesOf(schema, { title: "x".repeat(11), tags: [] })).toEqual([
      { text: "tooLong", values: { limit: 10 } },
      { text: "tooFew", values: { limit: 1 } },
    ]);
  });

  it("keeps a form text key as it is and translates the schemas' own sentences", () => {
    expect(issuesOf(z.string().min(1, "invalidPhone"), "")).toEqual([{ verbatim: "invalidPhone" }]);
    expect(issuesOf(z.string().min(1, "A tag needs a name."), "")).toEqual([
      { text: "tagNeedsName" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { createTestUser } from "@/lib/auth/test-users";
import { GUEST_FORBIDDEN_DETAIL } from "@/lib/auth/guard";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import { errorBodySchema } from "./schemas";

// Error details follow the Locale header; the two details the spec's clients match on stay as
// they are, with the translation beside them in `message`.
describe("error details in the caller's language", () => {
  it.each([
    ["en", "Invalid input."],
    ["sw", "Taarifa ulizotuma si sahihi."],
  ])("a validation error in %s", async (locale, detail) => {
    const response = await callApi("support/requests/", { method: "POST", body: {}, locale });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.json).detail).toBe(detail);
  });

  it("the schemas' own sentences in the caller's language", async () => {
    const body = { name: "", email: "not-an-email", subject: "Help", message: "Hello" };
    const sw = errorBodySchema.parse(
      (await callApi("support/requests/", { method: "POST", body, locale: "sw" })).json,
    );
    const en = errorBodySchema.parse(
      (await callApi("support/requests/", { method: "POST", body, locale: "en" })).json,
    );
    expect(sw.fields).toEqual({
      name: ["Sehemu zote zinahitajika ili kutuma ombi lako la msaada."],
      email: ["Tafadhali andika anwani sahihi ya barua pepe."],
    });
    expect(en.fields).toEqual({
      name: ["All fields are required to submit your support request."],
      email: ["Please enter a valid e-mail address."],
    });
  });

  it("zod's own checks and a bookmark's rules and counts, in Swahili", async () => {
    const member = await createTestUser();
    const wrong = await callApi("bookmarks/", {
      method: "POST",
      locale: "sw",
      headers: member.headers,
      body: { title: "x".repeat(300), content: 42, bookmark_type: "SONG", tag_names: "Imani" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({
      title: ["Isizidi herufi 200."],
      content: ["Lazima iwe maandishi."],
      bookmark_type: ["Lazima iwe mojawapo ya: VERSE, NOTE, INSIGHT."],
      tag_names: ["Lazima iwe orodha."],
    });
    const verse = { book: "John", chapter: 3, verse_start: 40, verse_end: 41, translation: "SUV" };
    const tooFar = await callApi("bookmarks/", {
      method: "POST",
      locale: "sw",
      headers: member.headers,
      body: { title: "Yohana 3:40", content: "x", bookmark_type: "VERSE", verse },
    });
    expect(tooFar.status).toBe(400);
    expect(tooFar.json.fields).toEqual({ "verse.verse_start": ["Yohana 3 ina mistari 36."] });
    const noteWithVerse = await callApi("bookmarks/", {
      method: "POST",
      locale: "sw",
      headers: member.headers,
      body: { title: "Dokezo", content: "x", bookmark_type: "NOTE", verse },
    });
    expect(noteWithVerse.json.fields.verse).toEqual([
      "Ni alamisho la aina ya VERSE pekee linaloweza kuwa na rejea ya mstari.",
    ]);
  });

  it("a missing chapter names the book in the caller's language", async () => {
    const sw = await callApi("bible/books/John/99/", { method: "POST", locale: "sw" });
    expect(sw.status).toBe(404);
    expect(sw.json).toEqual({ detail: "Yohana haina sura ya 99.", code: "not_found" });
    const en = await callApi("bible/books/Yohana/99/", { method: "POST", locale: "en" });
    expect(en.json).toEqual({ detail: "John has no chapter 99.", code: "not_found" });
  });

  it("an unknown path, an unknown method and a body that is not JSON", async () => {
    const unknown = await callApi("no/such/path/", { locale: "sw" });
    expect(unknown.json).toEqual({ detail: "Hakijapatikana.", code: "not_found" });
    const method = await callApi("stories/list/", { method: "DELETE", locale: "sw" });
    expect(method.status).toBe(405);
    expect(method.json).toEqual({
      detail: "Ombi la aina ya DELETE haliruhusiwi hapa.",
      code: "method_not_allowed",
    });
    const request = new Request("http://localhost/api/v1/support/requests/", {
      method: "POST",
      headers: { Locale: "sw", "Content-Type": "application/json" },
      body: "{not json",
    });
    const { dispatch } = await import("./dispatch");
    const response = await dispatch(request);
    expect(await response.json()).toEqual({
      detail: "Maudhui ya ombi si JSON halali.",
      code: "invalid_request",
    });
  });
});

describeEachDatabase("session errors in the caller's language", () => {
  it("401 without credentials", async () => {
    const response = await callApi("bookmarks/", { locale: "sw" });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({
      detail: "Tafadhali ingia kwenye akaunti yako kwanza.",
      code: "unauthorized",
    });
  });

  it("403 for a guest keeps the spec's detail and adds the Swahili message", async () => {
    const guest = await createTestUser({ guest: true });
    const response = await callApi("bookmarks/", { locale: "sw", headers: guest.headers });
    expect(response.status).toBe(403);
    expect(response.json).toEqual({
      detail: GUEST_FORBIDDEN_DETAIL,
      code: "guest_forbidden",
      message: "Wageni hawawezi kufanya hivi. Jisajili au ingia ili uendelee.",
    });
  });
});

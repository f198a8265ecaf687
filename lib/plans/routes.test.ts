import { beforeAll, describe, expect, it } from "vitest";
import { deleteUser } from "@/lib/auth/users";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import { listEnrollments } from "./queries";
import {
  enrollmentSchema,
  planDetailSchema,
  planSummarySchema,
  readingReportResultSchema,
} from "./schemas";

const JOHN = "gospel-of-john-21-days";
const enrollment = (slug: string) => `plans/${slug}/enrollment/`;

/** Every member call of the contract, on the John plan. */
const memberCalls = [
  { path: "plans/mine/", method: "GET" },
  { path: enrollment(JOHN), method: "GET" },
  { path: enrollment(JOHN), method: "POST" },
  { path: enrollment(JOHN), method: "DELETE" },
  { path: `${enrollment(JOHN)}restart/`, method: "POST" },
  { path: `${enrollment(JOHN)}catch-up/`, method: "POST" },
  { path: `${enrollment(JOHN)}days/1/`, method: "PUT", body: { done: true } },
  {
    path: `${enrollment(JOHN)}readings/`,
    method: "POST",
    body: { day: 1, book: "John", chapter: 1 },
  },
];

describeEachDatabase("reading plans API", () => {
  let member: TestUser;
  let other: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    member = await createTestUser();
    other = await createTestUser();
    guest = await createTestUser({ guest: true });
  });

  describe("the catalogue, open to everyone", () => {
    it("lists the five plans in the request's language", async () => {
      const en = await callApi("plans/");
      expect(en.status).toBe(200);
      const plans = planSummarySchema.array().parse(en.json.data);
      expect(plans.map((plan) => [plan.slug, plan.day_count])).toEqual([
        ["bible-in-a-year", 365],
        ["new-testament-90-days", 90],
        [JOHN, 21],
        ["psalms-and-proverbs-31-days", 31],
        ["hard-times-7-days", 7],
      ]);
      const sw = planSummarySchema
        .array()
        .parse((await callApi("plans/", { locale: "sw" })).json.data);
      expect(sw[0].title).toBe("Biblia Nzima kwa Mwaka Mmoja");
      expect(en.headers.get("cache-control")).toContain("public");
    });

    it("gives a plan's days with links into the reader", async () => {
      const response = await callApi(`plans/${JOHN}/`, { locale: "sw" });
      const plan = planDetailSchema.parse(response.json.data);
      expect(plan.days).toHaveLength(21);
      expect(plan.days[2].readings).toEqual([
        {
          book: "John",
          chapter: 3,
          label: "Yohana 3",
          href: `/sw/biblia/Yohana/3?plan=${JOHN}&day=3`,
        },
      ]);
      const hard = planDetailSchema.parse((await callApi("plans/hard-times-7-days/")).json.data);
      expect(hard.days[0].heading).toBe("When fear grips you");
      expect(hard.days[0].readings[0].label).toBe("Psalm 27:1–14");
    });

    it("answers an unknown plan with 404 in the caller's language", async () => {
      const response = await callApi("plans/no-such-plan/", { locale: "sw" });
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({
        code: "plan_not_found",
        detail: "Hakuna mpango wa kusoma unaoitwa “no-such-plan”.",
      });
    });
  });

  it("refuses visitors (401) and guests (403) on every member call", async () => {
    for (const call of memberCalls) {
      expect((await callApi(call.path, call)).status, `${call.method} ${call.path}`).toBe(401);
      const asGuest = await callApi(call.path, { ...call, headers: guest.headers });
      expect(asGuest.status, `${call.method} ${call.path}`).toBe(403);
    }
  });

  it("starts a plan once, marks days, and keeps each member's progress their own", async () => {
    const started = await callApi(enrollment(JOHN), { method: "POST", headers: member.headers });
    expect(started.status).toBe(201);
    const fresh = enrollmentSchema.parse(started.json.data);
    expect(fresh).toMatchObject({ today_day: 1, completed_days: [], next_day: 1, percent: 0 });
    const again = await callApi(enrollment(JOHN), { method: "POST", headers: member.headers });
    expect(again.status).toBe(200);

    const marked = await callApi(`${enrollment(JOHN)}days/1/`, {
      method: "PUT",
      headers: member.headers,
      body: { done: true },
    });
    expect(enrollmentSchema.parse(marked.json.data)).toMatchObject({
      completed_days: [1],
      next_day: 2,
      percent: 4,
      streak: 1,
    });

    expect((await callApi(enrollment(JOHN), { headers: other.headers })).status).toBe(404);
    const mine = await callApi("plans/mine/", { headers: member.headers });
    expect(mine.json.data.map((item: { plan: { slug: string } }) => item.plan.slug)).toEqual([
      JOHN,
    ]);
    expect((await callApi("plans/mine/", { headers: other.headers })).json.data).toEqual([]);

    const unmarked = await callApi(`${enrollment(JOHN)}days/1/`, {
      method: "PUT",
      headers: member.headers,
      body: { done: false },
    });
    expect(unmarked.json.data.completed_days).toEqual([]);
  });

  it("marks a reading when the reader reports a chapter read to its end", async () => {
    const slug = "psalms-and-proverbs-31-days";
    await callApi(enrollment(slug), { method: "POST", headers: member.headers });
    const report = (chapter: number, book = "Psalms") =>
      callApi(`${enrollment(slug)}readings/`, {
        method: "POST",
        headers: member.headers,
        locale: "sw",
        body: { day: 1, book, chapter },
      });
    const first = readingReportResultSchema.parse((await report(1)).json.data);
    expect(first.day_completed).toBe(false);
    expect(first.next_reading).toMatchObject({ book: "Ps", chapter: 2, label: "Zaburi 2" });
    expect(first.enrollment.partial_days).toEqual({ "1": [0] });

    const day = planDetailSchema.parse((await callApi(`plans/${slug}/`)).json.data).days[0];
    for (const reading of day.readings.slice(1, -1)) await report(reading.chapter);
    // Reported twice, concurrently: kept once, no error.
    const last = await Promise.all([report(1, "Mithali"), report(1, "Prov")]);
    expect(last.map((response) => response.status)).toEqual([200, 200]);
    const results = last.map((response) => readingReportResultSchema.parse(response.json.data));
    expect(results.every((result) => result.enrollment.completed_days.includes(1))).toBe(true);
    expect(results.filter((result) => result.day_completed).length).toBeGreaterThanOrEqual(1);
    expect(results[0].next_reading).toBeNull();

    const wrong = await report(40);
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      code: "reading_not_in_day",
      detail: "Sura hii si mojawapo ya masomo ya siku ya 1.",
    });
  });

  it("refuses bad input with a clear error and changes nothing", async () => {
    const before = await listEnrollments(member.id);
    const cases = [
      { path: `${enrollment(JOHN)}days/0/`, method: "PUT", body: { done: true }, status: 400 },
      { path: `${enrollment(JOHN)}days/22/`, method: "PUT", body: { done: true }, status: 400 },
      { path: `${enrollment(JOHN)}days/1/`, method: "PUT", body: { done: "yes" }, status: 400 },
      { path: `${enrollment(JOHN)}readings/`, method: "POST", body: { day: 1 }, status: 400 },
      { path: "plans/nope/enrollment/", method: "POST", status: 404 },
    ];
    for (const { status, ...call } of cases) {
      const response = await callApi(call.path, { ...call, headers: member.headers, locale: "sw" });
      expect(response.status, call.path).toBe(status);
      expect(typeof response.json.detail).toBe("string");
    }
    expect(await listEnrollments(member.id)).toEqual(before);
  });

  it("restarts, catches up and leaves", async () => {
    const user = await createTestUser();
    await callApi(enrollment(JOHN), { method: "POST", headers: user.headers });
    await callApi(`${enrollment(JOHN)}days/1/`, {
      method: "PUT",
      headers: user.headers,
      body: { done: true },
    });
    const caughtUp = await callApi(`${enrollment(JOHN)}catch-up/`, {
      method: "POST",
      headers: user.headers,
    });
    // Day 2 is the first not done: the schedule now puts it today.
    expect(caughtUp.json.data).toMatchObject({ today_day: 2, completed_days: [1], days_behind: 0 });
    const restarted = await callApi(`${enrollment(JOHN)}restart/`, {
      method: "POST",
      headers: user.headers,
    });
    expect(restarted.json.data).toMatchObject({ today_day: 1, completed_days: [], streak: 0 });
    const left = await callApi(enrollment(JOHN), { method: "DELETE", headers: user.headers });
    expect(left.json.data).toEqual({ deleted: true });
    const gone = await callApi(enrollment(JOHN), { headers: user.headers, locale: "sw" });
    expect(gone.status).toBe(404);
    expect(gone.json.detail).toBe("Bado hujaanza mpango huu.");
    expect(await listEnrollments(user.id)).toEqual([]);
  });

  it("puts plans in the export and deletes them with the account", async () => {
    const user = await createTestUser();
    await callApi(enrollment(JOHN), { method: "POST", headers: user.headers });
    await callApi(`${enrollment(JOHN)}days/1/`, {
      method: "PUT",
      headers: user.headers,
      body: { done: true },
    });
    const exported = await callApi("session/export/", { headers: user.headers });
    expect(exported.json.data.reading_plans).toEqual([
      {
        plan_slug: JOHN,
        started_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        readings_done: [{ day: 1, reading: 0, read_at: expect.any(String) }],
      },
    ]);
    expect(await deleteUser(user.id)).toBe(true);
    expect(await listEnrollments(user.id)).toEqual([]);
  });
});

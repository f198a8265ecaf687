import "server-only";
import { cachedJson, json } from "@/lib/api/envelope";
import { defineRoutes } from "@/lib/api/router";
import { parseInput, readJsonBody } from "@/lib/api/validation";
import { requireViewer } from "@/lib/auth/guard";
import { listCompiledPlans, planDetail, planSummary } from "./catalog";
import {
  deleteEnrollment,
  forgetDay,
  moveEnrollmentStart,
  recordReadings,
  startEnrollment,
} from "./queries";
import { dayUpdateSchema, readingReportSchema } from "./schemas";
import {
  catchUpStart,
  memberPlans,
  notInPlan,
  reportReading,
  requireDay,
  requireEnrollment,
  requirePlan,
  today,
} from "./service";

const members = { allowGuest: false };
const privateAnswer = { headers: { "Cache-Control": "no-store" } };

/** Reading plans: the catalogue is public; a member's progress is theirs alone (guests get 403). */
export const planRoutes = defineRoutes([
  {
    method: "GET",
    pattern: "plans/",
    handler({ request, locale }) {
      return cachedJson(
        request,
        listCompiledPlans().map((plan) => planSummary(plan, locale)),
      );
    },
  },
  {
    method: "GET",
    pattern: "plans/mine/",
    async handler({ request, locale }) {
      const viewer = await requireViewer(request, members);
      return json(await memberPlans(viewer.id, locale), privateAnswer);
    },
  },
  {
    method: "GET",
    pattern: "plans/:slug/",
    handler({ request, params, locale }) {
      return cachedJson(request, planDetail(requirePlan(params.slug), locale));
    },
  },
  {
    method: "GET",
    pattern: "plans/:slug/enrollment/",
    async handler({ request, params }) {
      const plan = requirePlan(params.slug);
      const viewer = await requireViewer(request, members);
      return json(await requireEnrollment(viewer.id, plan), privateAnswer);
    },
  },
  {
    method: "POST",
    pattern: "plans/:slug/enrollment/",
    async handler({ request, params }) {
      const plan = requirePlan(params.slug);
      const viewer = await requireViewer(request, members);
      const created = await startEnrollment({
        userId: viewer.id,
        slug: plan.slug,
        startedOn: today(),
      });
      return json(await requireEnrollment(viewer.id, plan), { status: created ? 201 : 200 });
    },
  },
  {
    method: "DELETE",
    pattern: "plans/:slug/enrollment/",
    async handler({ request, params }) {
      const plan = requirePlan(params.slug);
      const viewer = await requireViewer(request, members);
      if (!(await deleteEnrollment({ userId: viewer.id, slug: plan.slug }))) throw notInPlan();
      return json({ deleted: true });
    },
  },
  {
    method: "POST",
    pattern: "plans/:slug/enrollment/restart/",
    async handler({ request, params }) {
      const plan = requirePlan(params.slug);
      const viewer = await requireViewer(request, members);
      const key = { userId: viewer.id, slug: plan.slug };
      if (!(await moveEnrollmentStart({ ...key, startedOn: today(), forgetProgress: true }))) {
        throw notInPlan();
      }
      return json(await requireEnrollment(viewer.id, plan));
    },
  },
  {
    method: "POST",
    pattern: "plans/:slug/enrollment/catch-up/",
    async handler({ request, params }) {
      const plan = requirePlan(params.slug);
      const viewer = await requireViewer(request, members);
      const enrollment = await requireEnrollment(viewer.id, plan);
      const key = { userId: viewer.id, slug: plan.slug };
      const startedOn = catchUpStart(enrollment);
      if (!(await moveEnrollmentStart({ ...key, startedOn, forgetProgress: false }))) {
        throw notInPlan();
      }
      return json(await requireEnrollment(viewer.id, plan));
    },
  },
  {
    method: "PUT",
    pattern: "plans/:slug/enrollment/days/:day/",
    async handler({ request, params }) {
      const plan = requirePlan(params.slug);
      const { done } = parseInput(dayUpdateSchema, await readJsonBody(request));
      const day = requireDay(plan, Number(params.day));
      const viewer = await requireViewer(request, members);
      const key = { userId: viewer.id, slug: plan.slug, day };
      const readings = plan.days[day - 1].readings.map((_, index) => index);
      const changed = done ? await recordReadings({ ...key, readings }) : await forgetDay(key);
      if (!changed) throw notInPlan();
      return json(await requireEnrollment(viewer.id, plan));
    },
  },
  {
    method: "POST",
    pattern: "plans/:slug/enrollment/readings/",
    async handler({ request, params, locale }) {
      const plan = requirePlan(params.slug);
      const report = parseInput(readingReportSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, members);
      return json(await reportReading({ userId: viewer.id, plan, report, locale }));
    },
  },
]);

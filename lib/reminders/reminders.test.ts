import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "@/lib/auth/test-users";
import { deleteUser } from "@/lib/auth/users";
import { eastAfricaDay } from "@/lib/devotionals/rotation";
import { callApi } from "@/tests/support/api";
import { describeEachDatabase } from "@/tests/support/databases";
import { isAllowedPushEndpoint } from "./endpoints";
import { getReminder } from "./queries";
import { runReminderTick } from "./scheduler";
import { reminderPayloadSchema, reminderSettingsSchema } from "./schemas";
import { startFakePushService, type FakePushService } from "./testing/push-service";
import { vapidKeys } from "./vapid";

const DAY_MS = 86_400_000;
/** `minute` past midnight East Africa Time, `days` after today. */
function eastAfricaTime(days: number, minute: number): Date {
  const midnightUtc = (eastAfricaDay(new Date()) + days) * DAY_MS - 3 * 3_600_000;
  return new Date(midnightUtc + minute * 60_000);
}

describe("push endpoints", () => {
  it("accepts the browsers' push services and refuses everything else", () => {
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", "")).toBe(true);
    expect(isAllowedPushEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x", "")).toBe(
      true,
    );
    expect(isAllowedPushEndpoint("https://wns2-par02p.notify.windows.com/w/?token=x", "")).toBe(
      true,
    );
    for (const refused of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://169.254.169.254/latest/meta-data",
      "https://fcm.googleapis.com.evil.example/x",
      "https://user:pass@fcm.googleapis.com/x",
      "http://127.0.0.1:5432/",
      "not a url",
    ]) {
      expect(isAllowedPushEndpoint(refused, ""), refused).toBe(false);
    }
    expect(isAllowedPushEndpoint("http://127.0.0.1:4000/push/1", "http://127.0.0.1:4000")).toBe(
      true,
    );
  });
});

describeEachDatabase("daily reminders", () => {
  let push: FakePushService;
  let member: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    push = await startFakePushService();
    process.env.PUSH_EXTRA_ORIGINS = push.origin;
    member = await createTestUser();
    guest = await createTestUser({ guest: true });
  });
  afterAll(async () => {
    delete process.env.PUSH_EXTRA_ORIGINS;
    await push.close();
  });

  const subscribeAs = (user: TestUser) => {
    const subscriber = push.subscribe();
    return callApi("reminders/subscriptions/", {
      method: "POST",
      headers: user.headers,
      body: { endpoint: subscriber.endpoint, expirationTime: null, keys: subscriber.keys },
    }).then((response) => ({ response, subscriber }));
  };

  it("keeps reminders to members: 401 for visitors, 403 for guests", async () => {
    expect((await callApi("reminders/")).status).toBe(401);
    expect((await callApi("reminders/", { headers: guest.headers })).status).toBe(403);
    const put = await callApi("reminders/", {
      method: "PUT",
      headers: guest.headers,
      body: { daily_devotions: true },
    });
    expect(put.status).toBe(403);
  });

  it("starts off at 07:00 East Africa Time with the server's push key", async () => {
    const response = await callApi("reminders/", { headers: member.headers });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(reminderSettingsSchema.parse(response.json.data)).toEqual({
      prayer_reminders: false,
      daily_devotions: false,
      time: "07:00",
      time_zone: "Africa/Nairobi",
      vapid_public_key: vapidKeys().publicKey,
      devices: 0,
    });
    expect(Buffer.from(vapidKeys().publicKey, "base64url")).toHaveLength(65);
  });

  it("refuses a bad time or a foreign push endpoint in the member's language, changing nothing", async () => {
    const before = await getReminder(member.id);
    const badTime = await callApi("reminders/", {
      method: "PUT",
      headers: member.headers,
      locale: "sw",
      body: { time: "25:00" },
    });
    expect(badTime.status).toBe(400);
    const foreign = await callApi("reminders/subscriptions/", {
      method: "POST",
      headers: member.headers,
      locale: "sw",
      body: {
        endpoint: "https://169.254.169.254/latest",
        keys: push.subscribe().keys,
      },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toMatchObject({
      code: "push_endpoint_refused",
      detail: "Huduma ya arifa ya kivinjari hiki haitumiki hapa.",
    });
    expect(await getReminder(member.id)).toEqual(before);
  });

  it("pushes the devotional once a day at the member's time, encrypted for their browser", async () => {
    const { response, subscriber } = await subscribeAs(member);
    expect(response.status).toBe(201);
    expect(response.json.data.devices).toBe(1);
    const saved = await callApi("reminders/", {
      method: "PUT",
      headers: member.headers,
      locale: "sw",
      body: { daily_devotions: true, prayer_reminders: true, time: "06:30" },
    });
    expect(saved.json.data).toMatchObject({ daily_devotions: true, time: "06:30" });

    expect((await runReminderTick(eastAfricaTime(1, 6 * 60 + 29))).claimed).toBe(0);
    const sent = await runReminderTick(eastAfricaTime(1, 6 * 60 + 30));
    expect(sent).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    const mine = push.delivered.filter((message) => message.endpoint === subscriber.endpoint);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ vapidKey: vapidKeys().publicKey, ttl: "21600" });
    const payload = reminderPayloadSchema.parse(JSON.parse(mine[0].text));
    expect(payload.title).toMatch(/^Tafakari ya wiki hii: /);
    expect(payload.body).toMatch(/kisha tulia kidogo uombe\.$/);
    expect(payload.url).toMatch(/^\/sw\/tafakari\/[a-z0-9-]+$/);

    // Later the same day, and from a second instance: nothing more.
    expect((await runReminderTick(eastAfricaTime(1, 20 * 60))).claimed).toBe(0);
    expect(push.rejected).toEqual([]);
  });

  it("sends each reminder once when several instances tick together", async () => {
    const user = await createTestUser();
    const { subscriber } = await subscribeAs(user);
    await callApi("reminders/", {
      method: "PUT",
      headers: user.headers,
      body: { prayer_reminders: true, time: "05:00" },
    });
    const at = eastAfricaTime(2, 5 * 60 + 1);
    const reports = await Promise.all([
      runReminderTick(at),
      runReminderTick(at),
      runReminderTick(at),
    ]);
    const forUser = push.delivered.filter((message) => message.endpoint === subscriber.endpoint);
    expect(forUser).toHaveLength(1);
    expect(JSON.parse(forUser[0].text)).toMatchObject({
      title: "Time to pray",
      url: "/en/devotionals",
    });
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBeGreaterThanOrEqual(1);
  });

  it("forgets a browser the push service says is gone, and everything with the account", async () => {
    const user = await createTestUser();
    const { subscriber } = await subscribeAs(user);
    await callApi("reminders/", {
      method: "PUT",
      headers: user.headers,
      body: { daily_devotions: true },
    });
    push.gone.add(subscriber.endpoint);
    const report = await runReminderTick(eastAfricaTime(3, 7 * 60));
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    expect((await getReminder(user.id)).devices).toBe(0);

    const other = await createTestUser();
    await subscribeAs(other);
    await callApi("reminders/", {
      method: "PUT",
      headers: other.headers,
      body: { daily_devotions: true },
    });
    expect(await deleteUser(other.id)).toBe(true);
    expect(await getReminder(other.id)).toMatchObject({ dailyDevotions: false, devices: 0 });
  });

  it("unsubscribes a browser of the member's own only", async () => {
    const { subscriber } = await subscribeAs(member);
    const stranger = await createTestUser();
    const theirs = await callApi("reminders/subscriptions/", {
      method: "DELETE",
      headers: stranger.headers,
      body: { endpoint: subscriber.endpoint },
    });
    expect(theirs.status).toBe(404);
    const mine = await callApi("reminders/subscriptions/", {
      method: "DELETE",
      headers: member.headers,
      body: { endpoint: subscriber.endpoint },
    });
    expect(mine.status).toBe(200);
  });
});

// Notification mails and their unsubscribe link: a notification goes only while its
// switch is on, carries the RFC 8058 headers, and POST /api/unsubscribe turns the switch off
// without signing in; a GET, a forged token or another server's token changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue, users } from "../../db/schema";
import { appSecret } from "../../platform/app-secret/app-secret";
import { queueMail } from "../../platform/mail/mail-queue";
import { signUnsubscribeToken } from "../../platform/mail/unsubscribe-token";
import { expectErrorContract } from "../../test/expect-error";
import { signedInSeeker, type TTestApp } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: TTestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const anonymous = () => createClient(harness.app);

async function switchesOf(userId: number) {
  const [row] = await harness.context.db
    .select({
      emailNotifications: users.emailNotifications,
      jobAlerts: users.jobAlerts,
      weeklyDigest: users.weeklyDigest,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

async function queueMessageMail(userId: number, email: string) {
  return queueMail(harness.context, {
    to: email,
    userId,
    template: "new-message",
    data: { firstName: "Jane", senderName: "Acme Recruiting", preview: "Are you free on Monday?", link: "http://x/m" },
  });
}

async function mailRow(id: number) {
  const [row] = await harness.context.db.select().from(mailQueue).where(eq(mailQueue.id, id));
  return row;
}

/** The path and query of the List-Unsubscribe address of a queued mail. */
function oneClickPath(headers: Record<string, string>): string {
  const address = /^<(.+)>$/.exec(headers["List-Unsubscribe"])?.[1] ?? "";
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

describe("notification mail and one-click unsubscribe", () => {
  it("carries the unsubscribe link and headers, and the one-click POST turns the switch off", async () => {
    const { user } = await signedInSeeker(harness);
    const id = await queueMessageMail(user.id, user.email);
    expect(id).not.toBeNull();
    const message = await mailRow(id!);
    expect(message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const path = oneClickPath(message.headers);
    expect(path).toMatch(/^\/api\/unsubscribe\?token=/);
    const token = new URL(path, "http://x").searchParams.get("token")!;
    // The footer's link opens the confirming page, with the same token.
    expect(message.text).toContain(`/unsubscribe?token=${token}`);
    expect(message.html).toContain(`/unsubscribe?token=${token}`);
    expect(message.text).toContain("e-mail notifications are on");

    // A mail provider posts the form body of RFC 8058, with no cookie and no Origin.
    const response = await anonymous().post(path, "List-Unsubscribe=One-Click", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ ok: true, list: "notifications" });
    expect(await switchesOf(user.id)).toEqual({ emailNotifications: false, jobAlerts: true, weeklyDigest: false });

    // Doing it again answers the same; the next notification is not queued; security mail goes.
    expect(
      (
        await anonymous().post(path, "List-Unsubscribe=One-Click", {
          "content-type": "application/x-www-form-urlencoded",
        })
      ).status,
    ).toBe(200);
    expect(await queueMessageMail(user.id, user.email)).toBeNull();
    const resetId = await queueMail(harness.context, {
      to: user.email,
      userId: user.id,
      template: "password-reset",
      data: { firstName: "Jane", link: "http://x/r" },
    });
    expect((await mailRow(resetId)).headers).toEqual({});
  });

  it("takes the token from a JSON or form body too, and turns off only the list it names", async () => {
    const { user } = await signedInSeeker(harness);
    const secret = await appSecret(harness.context);
    const alerts = signUnsubscribeToken(secret, { userId: user.id, list: "job-alerts" });
    expect((await anonymous().post("/api/unsubscribe", { token: alerts })).json).toEqual({
      ok: true,
      list: "job-alerts",
    });
    expect(await switchesOf(user.id)).toEqual({ emailNotifications: true, jobAlerts: false, weeklyDigest: false });

    await harness.context.db.update(users).set({ weeklyDigest: true }).where(eq(users.id, user.id));
    const digest = signUnsubscribeToken(secret, { userId: user.id, list: "digest" });
    const form = await anonymous().post("/api/unsubscribe", `token=${encodeURIComponent(digest)}`, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.json).toEqual({ ok: true, list: "digest" });
    expect(await switchesOf(user.id)).toEqual({ emailNotifications: true, jobAlerts: false, weeklyDigest: false });
  });

  it("changes nothing on a GET, a forged, expired, altered or foreign token, or none", async () => {
    const { user } = await signedInSeeker(harness);
    const secret = await appSecret(harness.context);
    const token = signUnsubscribeToken(secret, { userId: user.id, list: "notifications" });

    const get = await anonymous().get(`/api/unsubscribe?token=${token}`);
    expect(get.status).toBe(404);

    const forgedForOther = token.replace(/^\d+/, String(user.id + 1));
    const expired = signUnsubscribeToken(await appSecret(harness.context), {
      userId: user.id,
      list: "notifications",
      now: new Date(Date.now() - 91 * 86_400_000),
    });
    const foreign = signUnsubscribeToken("another server's secret", { userId: user.id, list: "notifications" });
    for (const bad of [forgedForOther, expired, foreign, `${token}x`, "", "x".repeat(500)]) {
      const response = await anonymous().post("/api/unsubscribe", { token: bad });
      expectErrorContract(response, 400);
      expect(response.json.errors).toEqual({ token: "unsubscribe.linkInvalid" });
    }
    const none = await anonymous().post("/api/unsubscribe");
    expectErrorContract(none, 400);
    expect(none.json.errors).toEqual({ token: "unsubscribe.linkInvalid" });
    // Another form type than JSON or a form is refused before it is read.
    expectErrorContract(
      await anonymous().post("/api/unsubscribe", `token=${token}`, { "content-type": "text/plain" }),
      415,
    );

    expect(await switchesOf(user.id)).toEqual({ emailNotifications: true, jobAlerts: true, weeklyDigest: false });
  });

  it("refuses the link of an account that is gone", async () => {
    const { user } = await signedInSeeker(harness);
    const token = signUnsubscribeToken(await appSecret(harness.context), { userId: user.id, list: "notifications" });
    await harness.context.db.delete(users).where(eq(users.id, user.id));
    expectErrorContract(await anonymous().post("/api/unsubscribe", { token }), 400);
  });
});

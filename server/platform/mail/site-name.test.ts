// The site's name in mail: every subject, sentence and signature that named "Hirewise" names the
// site as Settings > General calls it, read through the caller's transaction when there is one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { createTestContext, createTestDatabase } from "../../test/test-app";
import { queueMail } from "./mail-queue";
import { renderMail } from "./templates";

describe("the site's name in mail", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await database.close();
  });
  function contextWith(env: Record<string, string> = {}) {
    const { context, close } = createTestContext(database.db, { env });
    closers.push(close);
    return context;
  }

  it("renders the given name in the subject, the sentences and the signature, and Hirewise without one", () => {
    const data = { firstName: "Jane", email: "jane@example.com", link: "http://x/verify" };
    const named = renderMail("verify-email", data, { siteName: "Northwind <Jobs>" });
    expect(named.subject).toBe("Welcome to Northwind <Jobs>: confirm your e-mail address");
    expect(named.text).toContain("Welcome to Northwind <Jobs>! Please confirm");
    expect(named.text).toContain("The Northwind <Jobs> team");
    expect(named.html).toContain("The Northwind &lt;Jobs&gt; team");
    expect(`${named.subject}${named.text}${named.html}`).not.toContain("Hirewise");
    const plain = renderMail("verify-email", data);
    expect(plain.subject).toBe("Welcome to Hirewise: confirm your e-mail address");
    expect(plain.text).toContain("The Hirewise team");
  });

  it("does not read a name's braces as a placeholder", () => {
    const mail = renderMail("password-reset", { firstName: "Jane", link: "l" }, { siteName: "{{firstName}} Jobs" });
    expect(mail.subject).toBe("Reset your {{firstName}} Jobs password");
  });

  it("queues mail naming the stored site name, also from inside a transaction", async () => {
    const context = contextWith();
    await context.settings.set("siteName", "Northwind Jobs");
    const id = await database.db.transaction((tx) =>
      queueMail(inTransaction(context, tx), {
        to: "jane@example.com",
        template: "password-reset",
        data: { firstName: "Jane", link: "http://x/reset" },
      }),
    );
    const [row] = await database.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row.subject).toBe("Reset your Northwind Jobs password");
    expect(row.text).toContain("The Northwind Jobs team");
    await context.settings.clear("siteName");
  });

  it("names the site as SITE_NAME says when the environment sets it", async () => {
    const context = contextWith({ SITE_NAME: "Env Jobs" });
    const id = await queueMail(context, {
      to: "jane@example.com",
      template: "sign-in-limit",
      data: { firstName: "Jane", resetLink: "http://x/forgot" },
    });
    const [row] = await database.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row.subject).toBe("Sign-ins to your Env Jobs account are paused");
  });
});

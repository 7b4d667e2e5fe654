// Rows for the job alert and weekly digest tests (imported by *.test.ts only): accounts, resumes
// and alerts written straight to the database.
import { eq } from "drizzle-orm";
import type { TDatabase } from "../../db/client";
import { jobAlerts, mailQueue, resumes, users } from "../../db/schema";
import { resumeInput, uniqueEmail } from "../../test/factories";

export async function insertAccount(
  db: TDatabase,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; email: string }> {
  const [row] = await db
    .insert(users)
    .values({ email: uniqueEmail("alerts"), passwordHash: "not-a-hash", firstName: "Jane", ...values })
    .returning({ id: users.id, email: users.email });
  return row;
}

/** A resume of a TypeScript, React and PostgreSQL engineer (resumeInput's), or with these skills. */
export async function insertResume(db: TDatabase, userId: number, skills?: string[]): Promise<number> {
  const { title: _title, template: _template, ...content } = resumeInput(skills ? { skills } : {});
  const [row] = await db.insert(resumes).values({ userId, title: "My resume", content }).returning({ id: resumes.id });
  return row.id;
}

export async function insertAlert(
  db: TDatabase,
  values: Partial<typeof jobAlerts.$inferInsert> & { userId: number },
): Promise<number> {
  const [row] = await db
    .insert(jobAlerts)
    .values({ name: "My alert", ...values })
    .returning({ id: jobAlerts.id });
  return row.id;
}

/** The mails queued for an account, oldest first. */
export async function mailsOf(db: TDatabase, userId: number) {
  return db.select().from(mailQueue).where(eq(mailQueue.userId, userId)).orderBy(mailQueue.id);
}

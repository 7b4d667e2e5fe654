// Rows for the job alert and weekly digest tests (imported by *.test.ts only): accounts, resumes
// and alerts written straight to the database. Outside server/test/, so it imports none of it.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TDatabase } from "../../db/client";
import { jobAlerts, mailQueue, resumes, users } from "../../db/schema";

/** A resume's content: an engineer in Berlin (server/test/factories.ts's resumeInput). */
const RESUME_CONTENT = {
  personalInfo: {
    fullName: "Jane Doe",
    email: "jane.doe@example.com",
    location: "Berlin, Germany",
    summary: "Engineer who ships.",
  },
  experience: [
    { company: "Acme Robotics", position: "Senior Engineer", startDate: "2021-03", current: true },
    { company: "Globex", position: "Engineer", startDate: "2018-01", endDate: "2021-02", current: false },
  ],
  education: [
    { institution: "TU Berlin", degree: "Master of Science", field: "Computer Science", graduationDate: "2017-09" },
  ],
  skills: ["TypeScript", "React", "PostgreSQL"],
};

export async function insertAccount(
  db: TDatabase,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; email: string }> {
  const [row] = await db
    .insert(users)
    .values({
      email: `alerts.${randomBytes(5).toString("hex")}@example.com`,
      passwordHash: "not-a-hash",
      firstName: "Jane",
      ...values,
    })
    .returning({ id: users.id, email: users.email });
  return row;
}

/** A resume of a TypeScript, React and PostgreSQL engineer, or with these skills. */
export async function insertResume(db: TDatabase, userId: number, skills?: string[]): Promise<number> {
  const content = { ...RESUME_CONTENT, skills: skills ?? RESUME_CONTENT.skills };
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

// The hiring side's private notes on an application (the Applicants tab): the job's
// company and administrators write and read them; the applicant never sees them, and another
// company does not see the application at all (404).
import { asc, eq, sql } from "drizzle-orm";
import type { TApplicationNote } from "@common/applications/schemas";
import { permissions } from "@common/auth/permissions";
import type { TAppContext } from "../../context";
import { applicationNotes, users } from "../../db/schema";
import { assertPermitted } from "../../lib/guards";
import { findReadableApplication, type TApplicationUser } from "./application-access";

async function findApplicationForNotes(
  context: Pick<TAppContext, "db">,
  options: { user: TApplicationUser; id: number },
) {
  const found = await findReadableApplication(context, options);
  assertPermitted(
    permissions.keepApplicationNotes(options.user, found.companyOwnerId),
    "applications.errors.hiringSideOnly",
  );
  return found.row;
}

const authorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

export async function addApplicationNote(
  context: Pick<TAppContext, "db">,
  options: { user: TApplicationUser; id: number; body: string },
): Promise<TApplicationNote> {
  const row = await findApplicationForNotes(context, options);
  const [note] = await context.db
    .insert(applicationNotes)
    .values({ applicationId: row.id, authorId: options.user.id, body: options.body })
    .returning();
  const [author] = await context.db.select({ name: authorName }).from(users).where(eq(users.id, options.user.id));
  return { id: note.id, body: note.body, authorName: author?.name ?? null, createdAt: note.createdAt.toISOString() };
}

/** The notes, the oldest first. */
export async function listApplicationNotes(
  context: Pick<TAppContext, "db">,
  options: { user: TApplicationUser; id: number },
): Promise<TApplicationNote[]> {
  const row = await findApplicationForNotes(context, options);
  const notes = await context.db
    .select({
      id: applicationNotes.id,
      body: applicationNotes.body,
      authorName,
      createdAt: applicationNotes.createdAt,
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, row.id))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  return notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() }));
}

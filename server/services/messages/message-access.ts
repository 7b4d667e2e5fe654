// Who reads and writes which thread: a thread belongs to its company's account and its job
// seeker; anyone else is answered 404 so ids reveal nothing. A company writes to a job seeker
// the directory shows (visible with a resume, not suspended: decision 031), or who applied to
// one of its jobs, unless the job seeker blocked the company.
import { and, eq, sql } from "drizzle-orm";
import { isCompany, isSeeker, permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import { companies, messageBlocks, messageThreads } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { VISIBLE } from "../matching/visible-candidates";

export type TReader = Pick<TPublicUser, "id" | "userType">;

/** The reader's side of their threads: the company they write as, or themselves as job seeker. */
export type TSide = { side: "company"; companyId: number } | { side: "seeker"; userId: number };

export const threadNotFound = () => new AppError("NOT_FOUND", "messages.errors.notFound");

/** The reader's side; 403 for an account that cannot use messages. */
export async function sideOf(context: Pick<TAppContext, "db">, user: TReader): Promise<TSide | null> {
  assertPermitted(permissions.useMessages(user), "messages.errors.membersOnly");
  if (isSeeker(user)) return { side: "seeker", userId: user.id };
  if (!isCompany(user)) return null;
  const [company] = await context.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, user.id))
    .limit(1);
  return company ? { side: "company", companyId: company.id } : null;
}

/** The condition that a thread is the reader's. */
export function ofSide(side: TSide) {
  return side.side === "company"
    ? eq(messageThreads.companyId, side.companyId)
    : eq(messageThreads.seekerUserId, side.userId);
}

/** The reader's thread, with whether its seeker blocked its company; 404 when it is not theirs. */
export async function readableThread(context: Pick<TAppContext, "db">, user: TReader, threadId: number) {
  const side = await sideOf(context, user);
  if (!side) throw threadNotFound();
  const [thread] = await context.db
    .select({
      id: messageThreads.id,
      subject: messageThreads.subject,
      companyId: messageThreads.companyId,
      seekerUserId: messageThreads.seekerUserId,
      companyUserId: companies.userId,
      isBlocked: sql<boolean>`exists (select 1 from ${messageBlocks}
        where ${messageBlocks.seekerUserId} = ${messageThreads.seekerUserId}
          and ${messageBlocks.companyId} = ${messageThreads.companyId})`,
    })
    .from(messageThreads)
    .innerJoin(companies, eq(companies.id, messageThreads.companyId))
    .where(and(eq(messageThreads.id, threadId), ofSide(side)))
    .limit(1);
  if (!thread) throw threadNotFound();
  return { ...thread, side };
}

export type TReadableThread = Awaited<ReturnType<typeof readableThread>>;

/** Whether the company may write to this job seeker at all (blocks aside). */
export async function mayContact(
  context: Pick<TAppContext, "db">,
  options: { companyId: number; seekerUserId: number },
): Promise<boolean> {
  const [row] = rowsOf<{ allowed: boolean }>(
    await context.db.execute(sql`
    select (
      exists (select 1 from job_seeker_profiles p join resumes r on r.id = p.resume_id
              where p.user_id = ${options.seekerUserId} and ${VISIBLE})
      or exists (select 1 from applications a join jobs j on j.id = a.job_id
                 where a.user_id = ${options.seekerUserId} and j.company_id = ${options.companyId})
    ) as allowed`),
  );
  return row?.allowed === true;
}

/** Whether the job seeker blocked the company. */
export async function isBlocked(
  context: Pick<TAppContext, "db">,
  options: { companyId: number; seekerUserId: number },
): Promise<boolean> {
  const [row] = await context.db
    .select({ companyId: messageBlocks.companyId })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.seekerUserId, options.seekerUserId), eq(messageBlocks.companyId, options.companyId)))
    .limit(1);
  return Boolean(row);
}

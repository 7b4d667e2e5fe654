// The reader's inbox, one thread, and the unread count. A thread is unread while a message from
// the other side came after the reader last read it; writing in a thread reads it.
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { TInbox, TThread, TThreadParty, TUnreadCount } from "@common/messages/schemas";
import type { TAppContext } from "../../context";
import { companies, messageBlocks, messages, messageThreads, users } from "../../db/schema";
import { ofSide, readableThread, sideOf, type TReader, type TSide } from "./message-access";
import { excerptOf } from "./send-message";

/** The inbox shows this many threads, the newest first. */
const INBOX_SIZE = 200;
const EXCERPT_LENGTH = 140;

function readAtOf(side: TSide) {
  return side.side === "company" ? messageThreads.companyReadAt : messageThreads.seekerReadAt;
}

function unreadOf(side: TSide) {
  const readAt = readAtOf(side);
  return or(isNull(readAt), gt(messageThreads.lastMessageAt, readAt));
}

/** The other side as the reader sees it: the company for a job seeker, the job seeker for a company. */
function partyColumns(side: TSide) {
  return side.side === "company"
    ? {
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        imageUrl: users.profileImageUrl,
        companyId: sql<number | null>`null`,
        userId: sql<number | null>`${users.id}`,
      }
    : {
        name: companies.name,
        imageUrl: companies.logoUrl,
        companyId: sql<number | null>`${companies.id}`,
        userId: sql<number | null>`null`,
      };
}

function threadsWithParty(context: Pick<TAppContext, "db">, side: TSide) {
  return context.db
    .select({
      id: messageThreads.id,
      subject: messageThreads.subject,
      lastMessageAt: messageThreads.lastMessageAt,
      unread: sql<boolean>`coalesce(${unreadOf(side)}, false)`,
      party: partyColumns(side),
    })
    .from(messageThreads)
    .innerJoin(companies, eq(companies.id, messageThreads.companyId))
    .innerJoin(users, eq(users.id, messageThreads.seekerUserId));
}

function toParty(party: TThreadParty): TThreadParty {
  return { name: party.name, imageUrl: party.imageUrl, companyId: party.companyId, userId: party.userId };
}

export async function listInbox(context: Pick<TAppContext, "db">, options: { user: TReader }): Promise<TInbox> {
  const side = await sideOf(context, options.user);
  if (!side) return { threads: [], blocked: [] };
  const rows = await threadsWithParty(context, side)
    .where(ofSide(side))
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(INBOX_SIZE);
  const ids = rows.map((row) => row.id);
  const lasts = ids.length
    ? await context.db
        .selectDistinctOn([messages.threadId], {
          threadId: messages.threadId,
          body: messages.body,
          senderSide: messages.senderSide,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.threadId, ids))
        .orderBy(messages.threadId, desc(messages.createdAt), desc(messages.id))
    : [];
  const lastOf = new Map(lasts.map((last) => [last.threadId, last]));
  const blocked =
    side.side === "seeker"
      ? await context.db
          .select({ companyId: companies.id, name: companies.name })
          .from(messageBlocks)
          .innerJoin(companies, eq(companies.id, messageBlocks.companyId))
          .where(eq(messageBlocks.seekerUserId, side.userId))
          .orderBy(asc(companies.name))
      : [];
  return {
    threads: rows.map((row) => {
      const last = lastOf.get(row.id);
      return {
        id: row.id,
        subject: row.subject,
        other: toParty(row.party),
        last: {
          excerpt: last ? excerptOf(last.body, EXCERPT_LENGTH) : "",
          fromMe: last?.senderSide === side.side,
          at: (last?.createdAt ?? row.lastMessageAt).toISOString(),
        },
        unread: row.unread,
      };
    }),
    blocked,
  };
}

export async function getThread(
  context: Pick<TAppContext, "db">,
  options: { user: TReader; threadId: number },
): Promise<TThread> {
  const thread = await readableThread(context, options.user, options.threadId);
  const { side } = thread;
  const [[row], list] = await Promise.all([
    threadsWithParty(context, side).where(eq(messageThreads.id, thread.id)).limit(1),
    context.db
      .select({ id: messages.id, body: messages.body, senderSide: messages.senderSide, createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.threadId, thread.id))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
  ]);
  return {
    id: thread.id,
    subject: thread.subject,
    other: toParty(row.party),
    messages: list.map((message) => ({
      id: message.id,
      body: message.body,
      fromMe: message.senderSide === side.side,
      at: message.createdAt.toISOString(),
    })),
    canReply: !thread.isBlocked && thread.companyUserId !== null,
    blocked: side.side === "seeker" && thread.isBlocked,
  };
}

/** Marks the thread read for the reader, up to now. */
export async function markThreadRead(
  context: Pick<TAppContext, "db">,
  options: { user: TReader; threadId: number },
): Promise<void> {
  const thread = await readableThread(context, options.user, options.threadId);
  await context.db
    .update(messageThreads)
    .set(thread.side.side === "company" ? { companyReadAt: sql`now()` } : { seekerReadAt: sql`now()` })
    .where(eq(messageThreads.id, thread.id));
}

export async function countUnread(context: Pick<TAppContext, "db">, options: { user: TReader }): Promise<TUnreadCount> {
  const side = await sideOf(context, options.user);
  if (!side) return { count: 0 };
  const [row] = await context.db
    .select({ n: count() })
    .from(messageThreads)
    .where(and(ofSide(side), unreadOf(side)));
  return { count: row?.n ?? 0 };
}

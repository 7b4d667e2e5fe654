// "Download my data": the user's conversations (each thread with every message in it, both
// sides' words, as either side reads them in the inbox), and for a company its saved candidates
// with its notes, for a job seeker the companies they blocked.
import { asc, desc, eq, inArray, or } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { candidateFavorites, companies, messageBlocks, messages, messageThreads, users } from "../../db/schema";

type TDatabase = TAppContext["db"];

export async function conversationsOf(db: TDatabase, options: { userId: number; companyId: number | null }) {
  const { userId, companyId } = options;
  const threadRows = await db
    .select({
      id: messageThreads.id,
      subject: messageThreads.subject,
      company: companies.name,
      createdAt: messageThreads.createdAt,
      lastMessageAt: messageThreads.lastMessageAt,
    })
    .from(messageThreads)
    .innerJoin(companies, eq(companies.id, messageThreads.companyId))
    .where(
      companyId === null
        ? eq(messageThreads.seekerUserId, userId)
        : or(eq(messageThreads.seekerUserId, userId), eq(messageThreads.companyId, companyId)),
    )
    .orderBy(desc(messageThreads.lastMessageAt));
  const ids = threadRows.map((thread) => thread.id);
  const messageRows = ids.length
    ? await db
        .select({
          threadId: messages.threadId,
          from: messages.senderSide,
          body: messages.body,
          sentAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.threadId, ids))
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  return threadRows.map((thread) => ({
    ...thread,
    messages: messageRows
      .filter((message) => message.threadId === thread.id)
      .map(({ threadId: _threadId, ...message }) => message),
  }));
}

/** A company account's saved candidates with its private notes. */
export async function favoritesOf(db: TDatabase, userId: number) {
  return db
    .select({
      candidateFirstName: users.firstName,
      candidateLastName: users.lastName,
      note: candidateFavorites.note,
      savedAt: candidateFavorites.createdAt,
      updatedAt: candidateFavorites.updatedAt,
    })
    .from(candidateFavorites)
    .innerJoin(users, eq(users.id, candidateFavorites.seekerUserId))
    .where(eq(candidateFavorites.companyUserId, userId))
    .orderBy(desc(candidateFavorites.createdAt));
}

/** The companies a job seeker blocked from writing to them. */
export async function blocksOf(db: TDatabase, userId: number) {
  return db
    .select({ company: companies.name, blockedAt: messageBlocks.createdAt })
    .from(messageBlocks)
    .innerJoin(companies, eq(companies.id, messageBlocks.companyId))
    .where(eq(messageBlocks.seekerUserId, userId))
    .orderBy(desc(messageBlocks.createdAt));
}

import { z } from "zod";
import { MAX_DATABASE_INTEGER } from "../validation/ids";
import { requiredText } from "../validation/text";

// Messages between companies and job seekers: a company starts a thread with a visible
// candidate or its own applicant, both sides write in it, a job seeker may block a company.
// Messages are plain text: shown as text, with only http(s) links made live. Messages in the
// schemas are catalogue keys.

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5_000;
/** New threads a company may start per hour. */
export const NEW_THREADS_PER_HOUR = 20;
/** Messages (new threads and replies) one account may send per minute. */
export const MESSAGES_PER_MINUTE = 30;

const databaseId = z
  .number({ error: "validation.invalidValue" })
  .int({ error: "validation.invalidValue" })
  .positive({ error: "validation.invalidValue" })
  .max(MAX_DATABASE_INTEGER, { error: "validation.invalidValue" });

/** POST /api/messages: a company's first message to a job seeker (their user id). */
export const ZNewThreadSchema = z.object(
  {
    toUserId: databaseId,
    subject: requiredText(MESSAGE_SUBJECT_MAX),
    body: requiredText(MESSAGE_BODY_MAX),
  },
  { error: "validation.invalidValue" },
);
export type TNewThread = z.output<typeof ZNewThreadSchema>;

/** POST /api/messages/{threadId}: a reply. */
export const ZReplySchema = z.object({ body: requiredText(MESSAGE_BODY_MAX) }, { error: "validation.invalidValue" });
export type TReply = z.output<typeof ZReplySchema>;

/** POST /api/messages/block. */
export const ZBlockCompanySchema = z.object({ companyId: databaseId }, { error: "validation.invalidValue" });

/** The other side of a thread as the reader sees it. */
export interface TThreadParty {
  /** The company's name, or the job seeker's name. */
  name: string;
  /** The company's logo or the job seeker's photo; null shows initials. */
  imageUrl: string | null;
  /** The company's id (a job seeker blocks by it); null when the other side is the job seeker. */
  companyId: number | null;
  /** The job seeker's user id; null when the other side is the company. */
  userId: number | null;
}

/** One thread in the inbox, newest message first. */
export interface TThreadSummary {
  id: number;
  subject: string;
  other: TThreadParty;
  /** The newest message: the start of its text, whether the reader wrote it, when (ISO). */
  last: { excerpt: string; fromMe: boolean; at: string };
  /** Whether a message from the other side came after the reader last read the thread. */
  unread: boolean;
}

/** GET /api/messages: the reader's threads, and for a job seeker the companies they blocked. */
export interface TInbox {
  threads: TThreadSummary[];
  blocked: { companyId: number; name: string }[];
}

export interface TMessage {
  id: number;
  body: string;
  fromMe: boolean;
  at: string;
}

/** GET /api/messages/{threadId}: the thread, oldest message first. */
export interface TThread {
  id: number;
  subject: string;
  other: TThreadParty;
  messages: TMessage[];
  /** False when the job seeker blocked the company (both sides then see it), or an account is gone. */
  canReply: boolean;
  /** For the job seeker: whether they blocked this thread's company. */
  blocked: boolean;
}

/** GET /api/messages/unread-count: threads with a message the reader has not read. */
export interface TUnreadCount {
  count: number;
}

// Writing a message into a thread, for a new thread and a reply alike: the message, the thread's
// newest time, the sender's reading time and the recipient's "new-message" mail are written in
// one transaction, so a failure leaves nothing half-written.
import { eq } from "drizzle-orm";
import { MESSAGES_PER_MINUTE, type TMessage } from "@common/messages/schemas";
import type { TAppContext } from "../../context";
import { companies, messages, messageThreads, users } from "../../db/schema";
import type { TDatabase } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { appSecret } from "../../platform/app-secret/app-secret";
import { queueMail } from "../../platform/mail/mail-queue";
import { isWithinLimit } from "../../platform/rate-limits/rate-limits";

const MINUTE_MS = 60_000;
/** How much of a message the mail shows. */
const PREVIEW_LENGTH = 200;

/** The start of a text on one line, at most `max` characters, with an ellipsis when cut. */
export function excerptOf(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** 429 once the account sent MESSAGES_PER_MINUTE messages in the last minute. */
export async function limitMessages(context: Pick<TAppContext, "db">, userId: number): Promise<void> {
  const isAllowed = await isWithinLimit(context, {
    action: "messages.send",
    key: String(userId),
    limit: MESSAGES_PER_MINUTE,
    windowMs: MINUTE_MS,
  });
  if (!isAllowed) throw new AppError("RATE_LIMITED", "messages.errors.messagesLimit", {}, MINUTE_MS / 1000);
}

/**
 * Reads the app secret (the mail's unsubscribe link is signed with it) before the transaction:
 * on first use it is read or stored through the main connection, which a transaction on an
 * embedded single-connection database would be waiting for.
 */
export async function prepareDelivery(context: TAppContext): Promise<void> {
  await appSecret(context);
}

export interface TDelivery {
  threadId: number;
  companyId: number;
  seekerUserId: number;
  senderUserId: number;
  senderSide: "company" | "seeker";
  body: string;
}

/** Writes the message and queues the recipient's mail with the transaction's connection. */
export async function deliverMessage(context: TAppContext & { db: TDatabase }, delivery: TDelivery): Promise<TMessage> {
  const { db } = context;
  const [message] = await db
    .insert(messages)
    .values({
      threadId: delivery.threadId,
      senderUserId: delivery.senderUserId,
      senderSide: delivery.senderSide,
      body: delivery.body,
    })
    .returning({ id: messages.id, body: messages.body, createdAt: messages.createdAt });
  const fromCompany = delivery.senderSide === "company";
  await db
    .update(messageThreads)
    .set(
      fromCompany
        ? { lastMessageAt: message.createdAt, companyReadAt: message.createdAt }
        : { lastMessageAt: message.createdAt, seekerReadAt: message.createdAt },
    )
    .where(eq(messageThreads.id, delivery.threadId));

  const [company] = await db
    .select({ name: companies.name, userId: companies.userId })
    .from(companies)
    .where(eq(companies.id, delivery.companyId))
    .limit(1);
  const recipientUserId = fromCompany ? delivery.seekerUserId : company?.userId;
  const [sender] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, delivery.senderUserId))
    .limit(1);
  const [recipient] = recipientUserId
    ? await db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, recipientUserId))
        .limit(1)
    : [];
  if (recipient && recipientUserId) {
    const senderName = fromCompany
      ? (company?.name ?? "")
      : `${sender?.firstName ?? ""} ${sender?.lastName ?? ""}`.trim();
    await queueMail(context, {
      to: recipient.email,
      userId: recipientUserId,
      template: "new-message",
      data: {
        firstName: recipient.firstName,
        senderName,
        preview: excerptOf(delivery.body, PREVIEW_LENGTH),
        link: `${context.env.PUBLIC_URL}/messages?thread=${delivery.threadId}`,
      },
    });
  }
  return { id: message.id, body: message.body, fromMe: true, at: message.createdAt.toISOString() };
}

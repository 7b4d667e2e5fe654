// POST /api/messages: a company's first message to a job seeker, who must be one it may write
// to (a visible profile with a resume, or its own applicant) and must not have blocked it;
// anyone else is answered 404, revealing nothing of the account.
import { eq } from "drizzle-orm";
import { isSeeker, permissions } from "@common/auth/permissions";
import { NEW_THREADS_PER_HOUR, type TNewThread } from "@common/messages/schemas";
import type { TAppContext } from "../../context";
import { messageThreads, users } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { isWithinLimit } from "../../platform/rate-limits/rate-limits";
import { isBlocked, mayContact, sideOf, type TReader } from "./message-access";
import { deliverMessage, limitMessages, prepareDelivery } from "./send-message";

const HOUR_MS = 3_600_000;

const recipientNotFound = () => new AppError("NOT_FOUND", "messages.errors.recipientNotFound");

export async function startThread(
  context: TAppContext,
  options: { user: TReader; input: TNewThread },
): Promise<{ threadId: number }> {
  const { user, input } = options;
  assertPermitted(permissions.startThreads(user), "messages.errors.companiesOnly");
  const side = await sideOf(context, user);
  if (side?.side !== "company") throw new AppError("FORBIDDEN", "messages.errors.companiesOnly");
  const [recipient] = await context.db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.id, input.toUserId))
    .limit(1);
  if (!recipient || !isSeeker(recipient)) throw recipientNotFound();
  const pair = { companyId: side.companyId, seekerUserId: recipient.id };
  if (!(await mayContact(context, pair)) || (await isBlocked(context, pair))) throw recipientNotFound();

  const isAllowed = await isWithinLimit(context, {
    action: "messages.new-thread",
    key: String(side.companyId),
    limit: NEW_THREADS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!isAllowed) throw new AppError("RATE_LIMITED", "messages.errors.newThreadsLimit", {}, HOUR_MS / 1000);
  await limitMessages(context, user.id);
  await prepareDelivery(context);

  return context.db.transaction(async (tx) => {
    const txContext = inTransaction(context, tx);
    const [thread] = await txContext.db
      .insert(messageThreads)
      .values({ companyId: side.companyId, seekerUserId: recipient.id, subject: input.subject })
      .returning({ id: messageThreads.id });
    await deliverMessage(txContext, {
      threadId: thread.id,
      ...pair,
      senderUserId: user.id,
      senderSide: "company",
      body: input.body,
    });
    return { threadId: thread.id };
  });
}

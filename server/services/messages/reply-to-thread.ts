// POST /api/messages/{threadId}: a reply by either side of the thread. Nobody writes in a thread
// whose job seeker blocked its company (403, and the thread shows it cannot be answered).
import type { TMessage } from "@common/messages/schemas";
import type { TAppContext } from "../../context";
import { inTransaction } from "../../db/transaction";
import { AppError } from "../../lib/app-error";
import { readableThread, type TReader } from "./message-access";
import { deliverMessage, limitMessages, prepareDelivery } from "./send-message";

export async function replyToThread(
  context: TAppContext,
  options: { user: TReader; threadId: number; body: string },
): Promise<TMessage> {
  const thread = await readableThread(context, options.user, options.threadId);
  if (thread.isBlocked) {
    const key = thread.side.side === "company" ? "messages.errors.blocked" : "messages.errors.youBlocked";
    throw new AppError("FORBIDDEN", key);
  }
  if (thread.companyUserId === null) throw new AppError("FORBIDDEN", "messages.errors.closed");
  await limitMessages(context, options.user.id);
  await prepareDelivery(context);
  return context.db.transaction((tx) =>
    deliverMessage(inTransaction(context, tx), {
      threadId: thread.id,
      companyId: thread.companyId,
      seekerUserId: thread.seekerUserId,
      senderUserId: options.user.id,
      senderSide: thread.side.side,
      body: options.body,
    }),
  );
}

import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { blockCompanyHandler, unblockCompanyHandler } from "./block-company";
import { countUnreadHandler } from "./count-unread";
import { getThreadHandler } from "./get-thread";
import { listInboxHandler } from "./list-inbox";
import { markThreadReadHandler } from "./mark-thread-read";
import { replyToThreadHandler } from "./reply-to-thread";
import { startThreadHandler } from "./start-thread";

// The fixed paths come before /:threadId, which would otherwise take them.
export function createMessagesRouter() {
  return new Hono<THonoEnv>()
    .get("/", listInboxHandler)
    .get("/unread-count", countUnreadHandler)
    .post("/", startThreadHandler)
    .post("/block", blockCompanyHandler)
    .delete("/block/:companyId", unblockCompanyHandler)
    .get("/:threadId", getThreadHandler)
    .post("/:threadId", replyToThreadHandler)
    .post("/:threadId/read", markThreadReadHandler);
}

import type { z } from "zod";
import type {
  TInbox,
  TMessage,
  TThread,
  TUnreadCount,
  ZBlockCompanySchema,
  ZNewThreadSchema,
  ZReplySchema,
} from "@common/messages/schemas";
import { apiRequest } from "~/lib/api-client";

// /api/messages: threads between companies and job seekers, replies, reading and blocks.

export const fetchInbox = () => apiRequest<TInbox>("/api/messages");

export const fetchThread = (threadId: number) => apiRequest<TThread>(`/api/messages/${threadId}`);

export const startThread = (body: z.input<typeof ZNewThreadSchema>) =>
  apiRequest<{ threadId: number }>("/api/messages", { method: "POST", body });

export const replyToThread = (threadId: number, body: z.input<typeof ZReplySchema>) =>
  apiRequest<TMessage>(`/api/messages/${threadId}`, { method: "POST", body });

export const markThreadRead = (threadId: number) =>
  apiRequest<void>(`/api/messages/${threadId}/read`, { method: "POST" });

export const blockCompany = (body: z.input<typeof ZBlockCompanySchema>) =>
  apiRequest<void>("/api/messages/block", { method: "POST", body });

export const unblockCompany = (companyId: number) =>
  apiRequest<void>(`/api/messages/block/${companyId}`, { method: "DELETE" });

export const fetchUnreadCount = () => apiRequest<TUnreadCount>("/api/messages/unread-count");

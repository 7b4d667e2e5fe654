// The assistant's API contract (POST /api/ai-agent/chat and the conversations), shared by the
// server, the chat page and the widget. `context` comes in two shapes: the widget's page facts
// and the chat page's profile facts; both are accepted (docs/product.md#ai-agent). The `userType` a
// client sends is read and ignored: the session decides who is asking.
import { z } from "zod";

/** The longest message, in characters after trimming: longer is a 413. */
export const ASSISTANT_MESSAGE_MAX_CHARS = 4000;
/** How many of a user's conversations are listed, newest first. */
export const ASSISTANT_CONVERSATIONS_LISTED = 20;
/** How many earlier turns of a conversation a configured model is given with the new message. */
export const ASSISTANT_HISTORY_TURNS = 12;
/** The widget shows this many suggestion chips. */
export const WIDGET_SUGGESTION_CHIPS = 3;

/** What the floating widget knows about the page it is open on. */
export const ZWidgetContextSchema = z.object({
  currentUrl: z.string().max(2048).optional(),
  pageTitle: z.string().max(300).optional(),
  hasForm: z.boolean().optional(),
  hasSearchInput: z.boolean().optional(),
});

/** What the chat page knows about the person. */
export const ZPageContextSchema = z.object({
  hasProfile: z.boolean().optional(),
  industry: z.string().max(200).optional(),
  experience: z.string().max(200).optional(),
});

/**
 * The request. `message` is checked by the handler (blank: 400, too long: 413), so the schema
 * only asks for a string; unknown context keys are dropped.
 */
export const ZAssistantChatRequestSchema = z.object({
  message: z.string(),
  context: ZWidgetContextSchema.merge(ZPageContextSchema).optional(),
  /** Sent by the chat page; never trusted. */
  userType: z.string().max(40).optional(),
  conversationId: z.string().uuid().optional(),
});
export type TAssistantChatRequest = z.infer<typeof ZAssistantChatRequestSchema>;

/**
 * A button under a reply: "navigate" opens one of our pages, "search" opens the job search with a
 * query. `path` is always one of our own paths ("/jobs?search=react"), never a full address.
 */
export const ZAssistantActionSchema = z.object({
  type: z.enum(["navigate", "search"]),
  label: z.string(),
  path: z.string().startsWith("/"),
});
export type TAssistantAction = z.infer<typeof ZAssistantActionSchema>;

/** The reply: JSON, or the final event of a stream. `message` is plain text with Markdown links. */
export const ZAssistantReplySchema = z.object({
  message: z.string(),
  suggestions: z.array(z.string()),
  actions: z.array(ZAssistantActionSchema),
  /** The stored conversation this turn joined; null for a signed-out visitor (nothing stored). */
  conversationId: z.string().nullable(),
});
export type TAssistantReply = z.infer<typeof ZAssistantReplySchema>;

/**
 * The stream (Accept: text/event-stream): any number of `chunk` events `{text}`, then exactly one
 * of `done` (a TAssistantReply) or `error` (the error contract's body, common/errors/error-body.ts).
 */
export const ASSISTANT_STREAM_EVENTS = { chunk: "chunk", done: "done", error: "error" } as const;

export const ZConversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummarySchema>;

export const ZStoredAssistantMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  suggestions: z.array(z.string()),
  actions: z.array(ZAssistantActionSchema),
  createdAt: z.string(),
});
export type TStoredAssistantMessage = z.infer<typeof ZStoredAssistantMessageSchema>;

export const ZConversationSchema = ZConversationSummarySchema.extend({
  messages: z.array(ZStoredAssistantMessageSchema),
});
export type TConversation = z.infer<typeof ZConversationSchema>;

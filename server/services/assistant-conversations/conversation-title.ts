// A stored conversation's title: its first message on one line, cut at a word to about
// CONVERSATION_TITLE_CHARS characters (a single longer word is cut where the limit falls).
export const CONVERSATION_TITLE_CHARS = 80;

export function conversationTitle(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  const characters = Array.from(line);
  if (characters.length <= CONVERSATION_TITLE_CHARS) return line;
  const head = characters.slice(0, CONVERSATION_TITLE_CHARS).join("");
  const lastSpace = head.lastIndexOf(" ");
  const cut = lastSpace >= CONVERSATION_TITLE_CHARS / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.!?-]+$/u, "")}…`;
}

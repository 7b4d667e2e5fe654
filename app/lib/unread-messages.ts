// The header's unread-messages count follows what the reader does elsewhere on the page: a
// feature that reads or sends a message announces it, and the count is fetched again.
const EVENT = "hirewise:messages-changed";

export function announceMessagesChanged(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` on each announcement; answers the function that stops it. */
export function onMessagesChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

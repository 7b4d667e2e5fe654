// The outbox's full view never hands an administrator a working account link. Every link that acts
// for its recipient (confirm an address, reset a password, unsubscribe, pause an alert) carries its
// signed proof in a `token` query parameter; its value is replaced by a mark, so the message reads
// as sent but the link does nothing (decision 032).

/** What a token's value becomes in the administrator's view. */
export const REDACTED_TOKEN = "redacted";

// `?token=` or `&token=` (also `&amp;token=` in HTML), then the value up to the next delimiter.
const TOKEN_PARAMETER = /([?&](?:amp;)?token=)[^&\s"'<>]+/gi;

/** The text with each token's value replaced, and whether anything was. */
export function redactTokenLinks(text: string): { text: string; redacted: boolean } {
  let redacted = false;
  const result = text.replace(TOKEN_PARAMETER, (_match, prefix: string) => {
    redacted = true;
    return `${prefix}${REDACTED_TOKEN}`;
  });
  return { text: result, redacted };
}

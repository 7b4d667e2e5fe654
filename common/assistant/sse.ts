// Server-sent events as the assistant's chat streams them (POST /api/ai-agent/chat with
// Accept: text/event-stream), read by the chat page and by the API tests alike.

/** One server-sent event: its name ("message" when none was given) and its data lines joined. */
export interface TSseEvent {
  event: string;
  data: string;
}

/**
 * A server-sent events parser fed text as it arrives, in pieces cut anywhere: it hands back the
 * events that a blank line has completed and keeps the rest for the next piece. Comments (": ...")
 * and fields other than event and data are skipped; "\r\n", "\r" and "\n" all end a line.
 */
export function createSseParser() {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  return function feed(text: string): TSseEvent[] {
    buffer += text;
    const events: TSseEvent[] = [];
    // A lone "\r" at the very end may be the first half of "\r\n": wait for the next piece.
    let end: number;
    while ((end = buffer.search(/\r\n|\r(?!$)|\n/)) !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer.startsWith("\r\n", end) ? 2 : 1));
      if (line === "") {
        if (data.length > 0) events.push({ event: event || "message", data: data.join("\n") });
        event = "";
        data = [];
        continue;
      }
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    return events;
  };
}

// A real SMTP server on 127.0.0.1 for mail tests (imported by *.test.ts only): it keeps every
// message it receives, decoded enough to read recipients, subject, text and links.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface TReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded message (quoted-printable undone), headers and all parts. */
  body: string;
  /** Every http(s) address in the message, in order, without duplicates. */
  links: string[];
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parse(raw: string, envelope: { from: string; to: string[] }): TReceivedMail {
  const headerEnd = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, " ");
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? "";
  const body = decodeQuotedPrintable(raw);
  const links = [
    ...new Set([...body.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0].replace(/&amp;/g, "&"))),
  ];
  return { ...envelope, raw, subject, body, links };
}

export async function startSmtpTestServer(options: { port?: number } = {}) {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        received.push(parse(Buffer.concat(chunks).toString("latin1"), { from, to }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

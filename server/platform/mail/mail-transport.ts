// The SMTP side of the mail service: one nodemailer transport per SMTP_URL, made on the first
// message and closed with the platform. Only the mail-queue task and an administrator's test
// e-mail (decision 032) send; every other request only queues.
import nodemailer, { type Transporter } from "nodemailer";

export interface TOutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments?: { filename: string; contentType: string; contentBase64: string }[] | null;
}

export class MailTransport {
  private transports = new Map<string, Transporter>();

  /** Sends one message; answers the SMTP server's reply to it ("250 2.0.0 Ok: queued as ..."). */
  async send(smtpUrl: string, message: TOutgoingMail): Promise<string> {
    let transport = this.transports.get(smtpUrl);
    if (!transport) {
      transport = nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      this.transports.set(smtpUrl, transport);
    }
    const info = await transport.sendMail({
      from: message.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers,
      attachments: message.attachments?.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.contentBase64, "base64"),
      })),
    });
    return typeof info.response === "string" ? info.response : "";
  }

  async close(): Promise<void> {
    for (const transport of this.transports.values()) transport.close();
    this.transports.clear();
  }
}

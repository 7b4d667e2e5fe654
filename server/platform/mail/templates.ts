// The mail templates: each turns its typed data into a subject, an HTML part and a plain-text
// part, with every sentence from the catalogue (common/i18n/en/mail.ts), so a second language
// needs only a second catalogue. Values are escaped in the HTML part.
import { translate } from "@common/i18n";

export interface TMailTemplates {
  /** The welcome mail, with the link that verifies the address. */
  "verify-email": { firstName: string; email: string; link: string };
  "password-reset": { firstName: string; link: string };
  /** Security mail after a password change or reset; the link leads to "forgot password". */
  "password-changed": { firstName: string; changedAt: Date; resetLink: string };
  /** To the new address of an e-mail change: the link that confirms it (valid 24 hours). */
  "email-change": { firstName: string; newEmail: string; link: string };
  /** Security mail to the old address once an e-mail change is asked for. */
  "email-changed": { firstName: string; newEmail: string; resetLink: string };
  /** Security mail when sign-ins to the account are paused after too many wrong passwords. */
  "sign-in-limit": { firstName: string; resetLink: string };
}
export type TMailTemplate = keyof TMailTemplates;

export interface TRenderedMail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** A message's parts: paragraphs of text and at most one link button, in order. */
type TBlock = { paragraph: string } | { link: string; label: string };

function render(subject: string, blocks: TBlock[]): TRenderedMail {
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if ("paragraph" in block) {
      text.push(block.paragraph);
      html.push(`<p>${escapeHtml(block.paragraph)}</p>`);
    } else {
      text.push(`${block.label}:\n${block.link}`);
      const href = escapeHtml(block.link);
      html.push(
        `<p><a href="${href}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`,
        `<p style="font-size:13px;color:#555555">${escapeHtml(translate("mail.linkFallback"))}<br><a href="${href}">${href}</a></p>`,
      );
    }
  }
  const signature = translate("mail.signature");
  text.push(signature);
  html.push(`<p>${escapeHtml(signature)}</p>`);
  return {
    subject,
    text: `${text.join("\n\n")}\n`,
    html: `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111111">${html.join("")}</body></html>`,
  };
}

const greeting = (firstName: string) => ({ paragraph: translate("mail.greeting", { firstName }) });

const TEMPLATES: { [K in TMailTemplate]: (data: TMailTemplates[K]) => TRenderedMail } = {
  "verify-email": (data) =>
    render(translate("mail.verifyEmail.subject"), [
      greeting(data.firstName),
      { paragraph: translate("mail.verifyEmail.intro", { email: data.email }) },
      { link: data.link, label: translate("mail.verifyEmail.action") },
      { paragraph: translate("mail.verifyEmail.expiry") },
    ]),
  "password-reset": (data) =>
    render(translate("mail.passwordReset.subject"), [
      greeting(data.firstName),
      { paragraph: translate("mail.passwordReset.intro") },
      { link: data.link, label: translate("mail.passwordReset.action") },
      { paragraph: translate("mail.passwordReset.expiry") },
    ]),
  "password-changed": (data) =>
    render(translate("mail.passwordChanged.subject"), [
      greeting(data.firstName),
      {
        paragraph: translate("mail.passwordChanged.intro", {
          date: data.changedAt.toISOString().slice(0, 16).replace("T", " "),
        }),
      },
      { paragraph: translate("mail.passwordChanged.warning") },
      { link: data.resetLink, label: translate("mail.passwordChanged.action") },
    ]),
  "email-change": (data) =>
    render(translate("mail.emailChange.subject"), [
      greeting(data.firstName),
      { paragraph: translate("mail.emailChange.intro", { email: data.newEmail }) },
      { link: data.link, label: translate("mail.emailChange.action") },
      { paragraph: translate("mail.emailChange.expiry") },
    ]),
  "email-changed": (data) =>
    render(translate("mail.emailChanged.subject"), [
      greeting(data.firstName),
      { paragraph: translate("mail.emailChanged.intro", { email: data.newEmail }) },
      { paragraph: translate("mail.emailChanged.warning") },
      { link: data.resetLink, label: translate("mail.emailChanged.action") },
    ]),
  "sign-in-limit": (data) =>
    render(translate("mail.signInLimit.subject"), [
      greeting(data.firstName),
      { paragraph: translate("mail.signInLimit.intro") },
      { paragraph: translate("mail.signInLimit.warning") },
      { link: data.resetLink, label: translate("mail.signInLimit.action") },
    ]),
};

export function renderMail<K extends TMailTemplate>(template: K, data: TMailTemplates[K]): TRenderedMail {
  return TEMPLATES[template](data);
}

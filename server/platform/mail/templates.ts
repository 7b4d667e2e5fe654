// The mail templates: each turns its typed data into a subject, an HTML part and a plain-text
// part, with every sentence from the catalogue (common/i18n/en/mail.ts) in the recipient's
// language (queueMail chooses it), so a second language needs only a second catalogue. Values
// are escaped in the HTML part.
//
// Notification mails belong to a list (MAIL_LISTS): queueMail sends them only while the
// recipient's switch for that list is on, and gives them an unsubscribe link and the RFC 8058
// headers. Security mail belongs to none and always goes.
import { createTranslator, textDirection, type TLanguage, type TTranslate } from "@common/i18n";
import type { APPLICATION_STATUSES } from "@common/applications/pipeline";
import { calendarInvitation } from "./calendar";
import type { TUnsubscribeList } from "./unsubscribe-token";

/** The stages of an application a seeker is told about (the hiring loop's pipeline). */
export const MAILED_APPLICATION_STATUSES = ["reviewing", "interview", "offer", "rejected", "hired"] as const;

/** A job as a notification mail lists it. */
export interface TMailJob {
  title: string;
  company: string;
  location: string;
  link: string;
}

/** A move of one of the seeker's applications, as the weekly digest lists it. */
export interface TMailApplicationChange {
  jobTitle: string;
  company: string;
  status: (typeof APPLICATION_STATUSES)[number];
}

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
  /** To a job seeker when a company moves their application on. */
  "application-status": {
    firstName: string;
    jobTitle: string;
    company: string;
    status: (typeof MAILED_APPLICATION_STATUSES)[number];
    link: string;
  };
  /** To a company when someone applies to one of its jobs. */
  "new-applicant": { firstName: string; jobTitle: string; applicantName: string; link: string };
  /** To a job seeker invited to an interview, with the calendar file attached. */
  "interview-scheduled": {
    firstName: string;
    jobTitle: string;
    company: string;
    startsAt: Date;
    durationMinutes: number;
    location: string;
    link: string;
    /** Names the event so an update replaces it in the calendar. */
    interviewId: number;
  };
  "new-message": { firstName: string; senderName: string; preview: string; link: string };
  /**
   * New jobs matching one of the seeker's saved searches, best first; `more` new matches left out
   * of the mail, `link` the search on /jobs, `pauseUrl` the signed link pausing this alert alone.
   */
  "job-alert": {
    firstName: string;
    alertName: string;
    jobs: TMailJob[];
    more?: number;
    link: string;
    pauseUrl: string;
  };
  /** The week's new matching jobs, best first, and the moves of the seeker's applications. */
  "weekly-digest": { firstName: string; jobs: TMailJob[]; changes?: TMailApplicationChange[]; link: string };
  /** "Send test e-mail" of the administrator console: who sent it and the sender it went from. */
  "admin-test-email": { adminName: string; from: string };
}
export type TMailTemplate = keyof TMailTemplates;

/** The switch that lets a user turn a notification mail off; null for security mail. */
export const MAIL_LISTS = {
  "verify-email": null,
  "password-reset": null,
  "password-changed": null,
  "email-change": null,
  "email-changed": null,
  "sign-in-limit": null,
  "application-status": "notifications",
  "new-applicant": "notifications",
  "interview-scheduled": "notifications",
  "new-message": "notifications",
  "job-alert": "job-alerts",
  "weekly-digest": "digest",
  "admin-test-email": null,
} as const satisfies { [K in TMailTemplate]: TUnsubscribeList | null };

export interface TRenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** A message's parts, in order: paragraphs, lists, link buttons, plain links and lists of jobs. */
type TBlock =
  | { paragraph: string }
  | { items: string[] }
  | { link: string; label: string }
  | { plainLink: string; label: string }
  | { jobs: TMailJob[] };

/** The footer of a notification mail: why it came, and the link that stops it. */
export interface TUnsubscribeFooter {
  list: TUnsubscribeList;
  url: string;
}

function render(t: TTranslate, subject: string, blocks: TBlock[], footer?: TUnsubscribeFooter): TRenderedMail {
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if ("paragraph" in block) {
      text.push(block.paragraph);
      html.push(`<p>${escapeHtml(block.paragraph)}</p>`);
    } else if ("items" in block) {
      text.push(block.items.map((item) => `- ${item}`).join("\n"));
      html.push(
        `<ul style="padding-inline-start:20px">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
      );
    } else if ("plainLink" in block) {
      text.push(`${block.label}:\n${block.plainLink}`);
      html.push(
        `<p style="font-size:13px"><a href="${escapeHtml(block.plainLink)}">${escapeHtml(block.label)}</a></p>`,
      );
    } else if ("jobs" in block) {
      text.push(block.jobs.map((job) => `- ${job.title}, ${job.company}, ${job.location}\n  ${job.link}`).join("\n"));
      html.push(
        `<ul style="padding-inline-start:20px">${block.jobs
          .map(
            (job) =>
              `<li style="margin-bottom:8px"><a href="${escapeHtml(job.link)}">${escapeHtml(job.title)}</a><br>${escapeHtml(`${job.company}, ${job.location}`)}</li>`,
          )
          .join("")}</ul>`,
      );
    } else {
      text.push(`${block.label}:\n${block.link}`);
      const href = escapeHtml(block.link);
      html.push(
        `<p><a href="${href}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`,
        `<p style="font-size:13px;color:#555555">${escapeHtml(t("mail.linkFallback"))}<br><a href="${href}">${href}</a></p>`,
      );
    }
  }
  const signature = t("mail.signature");
  text.push(signature);
  html.push(`<p>${escapeHtml(signature)}</p>`);
  if (footer) {
    const reason = t(`mail.lists.${footer.list}`);
    const action = t("mail.unsubscribe");
    text.push(`${reason}\n${action}: ${footer.url}`);
    html.push(
      `<p style="font-size:12px;color:#555555">${escapeHtml(reason)} <a href="${escapeHtml(footer.url)}">${escapeHtml(action)}</a></p>`,
    );
  }
  return {
    subject,
    text: `${text.join("\n\n")}\n`,
    html: `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111111">${html.join("")}</body></html>`,
  };
}

const greeting = (t: TTranslate, firstName: string) => ({ paragraph: t("mail.greeting", { firstName }) });

const TEMPLATES: {
  [K in TMailTemplate]: (t: TTranslate, data: TMailTemplates[K], footer?: TUnsubscribeFooter) => TRenderedMail;
} = {
  "verify-email": (t, data) =>
    render(t, t("mail.verifyEmail.subject"), [
      greeting(t, data.firstName),
      { paragraph: t("mail.verifyEmail.intro", { email: data.email }) },
      { link: data.link, label: t("mail.verifyEmail.action") },
      { paragraph: t("mail.verifyEmail.expiry") },
    ]),
  "password-reset": (t, data) =>
    render(t, t("mail.passwordReset.subject"), [
      greeting(t, data.firstName),
      { paragraph: t("mail.passwordReset.intro") },
      { link: data.link, label: t("mail.passwordReset.action") },
      { paragraph: t("mail.passwordReset.expiry") },
    ]),
  "password-changed": (t, data) =>
    render(t, t("mail.passwordChanged.subject"), [
      greeting(t, data.firstName),
      {
        paragraph: t("mail.passwordChanged.intro", {
          date: data.changedAt.toISOString().slice(0, 16).replace("T", " "),
        }),
      },
      { paragraph: t("mail.passwordChanged.warning") },
      { link: data.resetLink, label: t("mail.passwordChanged.action") },
    ]),
  "email-change": (t, data) =>
    render(t, t("mail.emailChange.subject"), [
      greeting(t, data.firstName),
      { paragraph: t("mail.emailChange.intro", { email: data.newEmail }) },
      { link: data.link, label: t("mail.emailChange.action") },
      { paragraph: t("mail.emailChange.expiry") },
    ]),
  "email-changed": (t, data) =>
    render(t, t("mail.emailChanged.subject"), [
      greeting(t, data.firstName),
      { paragraph: t("mail.emailChanged.intro", { email: data.newEmail }) },
      { paragraph: t("mail.emailChanged.warning") },
      { link: data.resetLink, label: t("mail.emailChanged.action") },
    ]),
  "sign-in-limit": (t, data) =>
    render(t, t("mail.signInLimit.subject"), [
      greeting(t, data.firstName),
      { paragraph: t("mail.signInLimit.intro") },
      { paragraph: t("mail.signInLimit.warning") },
      { link: data.resetLink, label: t("mail.signInLimit.action") },
    ]),
  "application-status": (t, data, footer) =>
    render(
      t,
      t("mail.applicationStatus.subject", { jobTitle: data.jobTitle }),
      [
        greeting(t, data.firstName),
        {
          paragraph: t(`mail.applicationStatus.${data.status}`, {
            jobTitle: data.jobTitle,
            company: data.company,
          }),
        },
        { link: data.link, label: t("mail.applicationStatus.action") },
      ],
      footer,
    ),
  "new-applicant": (t, data, footer) =>
    render(
      t,
      t("mail.newApplicant.subject", { jobTitle: data.jobTitle }),
      [
        greeting(t, data.firstName),
        { paragraph: t("mail.newApplicant.intro", { name: data.applicantName, jobTitle: data.jobTitle }) },
        { link: data.link, label: t("mail.newApplicant.action") },
      ],
      footer,
    ),
  "interview-scheduled": (t, data, footer) => {
    const when = `${data.startsAt.toISOString().slice(0, 16).replace("T", " ")} (UTC)`;
    const mail = render(
      t,
      t("mail.interviewScheduled.subject", { jobTitle: data.jobTitle, company: data.company }),
      [
        greeting(t, data.firstName),
        {
          paragraph: t("mail.interviewScheduled.intro", {
            company: data.company,
            jobTitle: data.jobTitle,
            when,
            minutes: data.durationMinutes,
            location: data.location,
          }),
        },
        { paragraph: t("mail.interviewScheduled.calendar") },
        { link: data.link, label: t("mail.interviewScheduled.action") },
      ],
      footer,
    );
    const invitation = calendarInvitation({
      uid: `interview-${data.interviewId}@hirewise`,
      title: t("mail.interviewScheduled.eventTitle", { jobTitle: data.jobTitle, company: data.company }),
      description: data.link,
      location: data.location,
      startsAt: data.startsAt,
      durationMinutes: data.durationMinutes,
    });
    return {
      ...mail,
      attachments: [
        {
          filename: "interview.ics",
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          contentBase64: Buffer.from(invitation).toString("base64"),
        },
      ],
    };
  },
  "new-message": (t, data, footer) =>
    render(
      t,
      t("mail.newMessage.subject", { name: data.senderName }),
      [
        greeting(t, data.firstName),
        { paragraph: t("mail.newMessage.intro", { name: data.senderName }) },
        { paragraph: data.preview },
        { link: data.link, label: t("mail.newMessage.action") },
      ],
      footer,
    ),
  "job-alert": (t, data, footer) => {
    const count = data.jobs.length;
    const more = data.more ?? 0;
    return render(
      t,
      t("mail.jobAlert.subject", { count, alertName: data.alertName }),
      [
        greeting(t, data.firstName),
        { paragraph: t("mail.jobAlert.intro", { count, alertName: data.alertName }) },
        { jobs: data.jobs },
        ...(more > 0 ? [{ paragraph: t("mail.jobAlert.more", { count: more }) }] : []),
        { link: data.link, label: t("mail.jobAlert.action") },
        { paragraph: t("mail.jobAlert.pauseHint") },
        { plainLink: data.pauseUrl, label: t("mail.jobAlert.pause") },
      ],
      footer,
    );
  },
  "weekly-digest": (t, data, footer) => {
    const changes = data.changes ?? [];
    const blocks: TBlock[] = [greeting(t, data.firstName)];
    if (data.jobs.length > 0) {
      blocks.push({ paragraph: t("mail.weeklyDigest.intro", { count: data.jobs.length }) }, { jobs: data.jobs });
    }
    if (changes.length > 0) {
      blocks.push(
        { paragraph: t("mail.weeklyDigest.changesIntro", { count: changes.length }) },
        {
          items: changes.map((change) =>
            t("mail.weeklyDigest.change", {
              jobTitle: change.jobTitle,
              company: change.company,
              status: t(`applications.status.${change.status}`),
            }),
          ),
        },
      );
    }
    blocks.push({ link: data.link, label: t("mail.weeklyDigest.action") });
    return render(t, t("mail.weeklyDigest.subject"), blocks, footer);
  },
  "admin-test-email": (t, data) =>
    render(t, t("adminRecords.testEmail.subject"), [
      { paragraph: t("adminRecords.testEmail.intro", { name: data.adminName }) },
      { paragraph: t("adminRecords.testEmail.received", { from: data.from }) },
    ]),
};

/**
 * The language's text function with the site's name given to every text as {{siteName}}: the
 * subjects, sentences and signature name the site as Settings > General calls it.
 */
function mailTranslator(language: TLanguage, siteName: string | undefined): TTranslate {
  const t = createTranslator(language);
  const name = siteName ?? t("app.name");
  return (key, values) => t(key, { siteName: name, ...values });
}

/**
 * A message in the recipient's language (English when none is given), naming the site `siteName`
 * (the catalogue's app.name when none is given).
 */
export function renderMail<K extends TMailTemplate>(
  template: K,
  data: TMailTemplates[K],
  options: { footer?: TUnsubscribeFooter; language?: TLanguage; siteName?: string } = {},
): TRenderedMail {
  const language = options.language ?? "en";
  const mail = TEMPLATES[template](mailTranslator(language, options.siteName), data, options.footer);
  return { ...mail, html: mail.html.replace("<html>", `<html lang="${language}" dir="${textDirection(language)}">`) };
}

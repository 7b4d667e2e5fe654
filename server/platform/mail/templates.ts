// The mail templates: each turns its typed data into a subject, an HTML part and a plain-text
// part (mail-layout.ts), with every sentence from the catalogue (common/i18n/en/mail.ts), every
// date and number and every link to the site in the recipient's language (queueMail chooses it),
// so a second language needs only a second catalogue.
//
// Notification mails belong to a list (MAIL_LISTS): queueMail sends them only while the
// recipient's switch for that list is on, and gives them an unsubscribe link and the RFC 8058
// headers. Security mail belongs to none and always goes.
import type { TLanguage } from "@common/i18n";
import type { TDigits } from "@common/i18n/formats";
import type { APPLICATION_STATUSES } from "@common/applications/pipeline";
import { calendarInvitation } from "./calendar";
import {
  mailWriter,
  renderBlocks,
  type TMailBlock,
  type TMailJob,
  type TMailWriter,
  type TRenderedMail,
  type TUnsubscribeFooter,
} from "./mail-layout";
import type { TUnsubscribeList } from "./unsubscribe-token";

export type { TMailJob, TRenderedMail, TUnsubscribeFooter } from "./mail-layout";

/** The stages of an application a seeker is told about (the hiring loop's pipeline). */
export const MAILED_APPLICATION_STATUSES = ["reviewing", "interview", "offer", "rejected", "hired"] as const;

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

const greeting = (w: TMailWriter, firstName: string) => ({ paragraph: w.t("mail.greeting", { firstName }) });

const TEMPLATES: {
  [K in TMailTemplate]: (w: TMailWriter, data: TMailTemplates[K], footer?: TUnsubscribeFooter) => TRenderedMail;
} = {
  "verify-email": (w, data) =>
    renderBlocks(w, w.t("mail.verifyEmail.subject"), [
      greeting(w, data.firstName),
      { paragraph: w.t("mail.verifyEmail.intro", { email: data.email }) },
      { link: data.link, label: w.t("mail.verifyEmail.action") },
      { paragraph: w.t("mail.verifyEmail.expiry") },
    ]),
  "password-reset": (w, data) =>
    renderBlocks(w, w.t("mail.passwordReset.subject"), [
      greeting(w, data.firstName),
      { paragraph: w.t("mail.passwordReset.intro") },
      { link: data.link, label: w.t("mail.passwordReset.action") },
      { paragraph: w.t("mail.passwordReset.expiry") },
    ]),
  "password-changed": (w, data) =>
    renderBlocks(w, w.t("mail.passwordChanged.subject"), [
      greeting(w, data.firstName),
      {
        paragraph: w.t("mail.passwordChanged.intro", {
          date: w.date(data.changedAt),
        }),
      },
      { paragraph: w.t("mail.passwordChanged.warning") },
      { link: data.resetLink, label: w.t("mail.passwordChanged.action") },
    ]),
  "email-change": (w, data) =>
    renderBlocks(w, w.t("mail.emailChange.subject"), [
      greeting(w, data.firstName),
      { paragraph: w.t("mail.emailChange.intro", { email: data.newEmail }) },
      { link: data.link, label: w.t("mail.emailChange.action") },
      { paragraph: w.t("mail.emailChange.expiry") },
    ]),
  "email-changed": (w, data) =>
    renderBlocks(w, w.t("mail.emailChanged.subject"), [
      greeting(w, data.firstName),
      { paragraph: w.t("mail.emailChanged.intro", { email: data.newEmail }) },
      { paragraph: w.t("mail.emailChanged.warning") },
      { link: data.resetLink, label: w.t("mail.emailChanged.action") },
    ]),
  "sign-in-limit": (w, data) =>
    renderBlocks(w, w.t("mail.signInLimit.subject"), [
      greeting(w, data.firstName),
      { paragraph: w.t("mail.signInLimit.intro") },
      { paragraph: w.t("mail.signInLimit.warning") },
      { link: data.resetLink, label: w.t("mail.signInLimit.action") },
    ]),
  "application-status": (w, data, footer) =>
    renderBlocks(
      w,
      w.t("mail.applicationStatus.subject", { jobTitle: data.jobTitle }),
      [
        greeting(w, data.firstName),
        {
          paragraph: w.t(`mail.applicationStatus.${data.status}`, {
            jobTitle: data.jobTitle,
            company: data.company,
          }),
        },
        { link: data.link, label: w.t("mail.applicationStatus.action") },
      ],
      footer,
    ),
  "new-applicant": (w, data, footer) =>
    renderBlocks(
      w,
      w.t("mail.newApplicant.subject", { jobTitle: data.jobTitle }),
      [
        greeting(w, data.firstName),
        { paragraph: w.t("mail.newApplicant.intro", { name: data.applicantName, jobTitle: data.jobTitle }) },
        { link: data.link, label: w.t("mail.newApplicant.action") },
      ],
      footer,
    ),
  "interview-scheduled": (w, data, footer) => {
    const when = `${w.date(data.startsAt)} (UTC)`;
    const mail = renderBlocks(
      w,
      w.t("mail.interviewScheduled.subject", { jobTitle: data.jobTitle, company: data.company }),
      [
        greeting(w, data.firstName),
        {
          paragraph: w.t("mail.interviewScheduled.intro", {
            company: data.company,
            jobTitle: data.jobTitle,
            when,
            minutes: data.durationMinutes,
            location: data.location,
          }),
        },
        { paragraph: w.t("mail.interviewScheduled.calendar") },
        { link: data.link, label: w.t("mail.interviewScheduled.action") },
      ],
      footer,
    );
    const invitation = calendarInvitation({
      uid: `interview-${data.interviewId}@hirewise`,
      title: w.t("mail.interviewScheduled.eventTitle", { jobTitle: data.jobTitle, company: data.company }),
      description: w.link(data.link),
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
  "new-message": (w, data, footer) =>
    renderBlocks(
      w,
      w.t("mail.newMessage.subject", { name: data.senderName }),
      [
        greeting(w, data.firstName),
        { paragraph: w.t("mail.newMessage.intro", { name: data.senderName }) },
        { paragraph: data.preview },
        { link: data.link, label: w.t("mail.newMessage.action") },
      ],
      footer,
    ),
  "job-alert": (w, data, footer) => {
    const count = data.jobs.length;
    const more = data.more ?? 0;
    return renderBlocks(
      w,
      w.t("mail.jobAlert.subject", { count, alertName: data.alertName }),
      [
        greeting(w, data.firstName),
        { paragraph: w.t("mail.jobAlert.intro", { count, alertName: data.alertName }) },
        { jobs: data.jobs },
        ...(more > 0 ? [{ paragraph: w.t("mail.jobAlert.more", { count: more }) }] : []),
        { link: data.link, label: w.t("mail.jobAlert.action") },
        { paragraph: w.t("mail.jobAlert.pauseHint") },
        { plainLink: data.pauseUrl, label: w.t("mail.jobAlert.pause") },
      ],
      footer,
    );
  },
  "weekly-digest": (w, data, footer) => {
    const changes = data.changes ?? [];
    const blocks: TMailBlock[] = [greeting(w, data.firstName)];
    if (data.jobs.length > 0) {
      blocks.push({ paragraph: w.t("mail.weeklyDigest.intro", { count: data.jobs.length }) }, { jobs: data.jobs });
    }
    if (changes.length > 0) {
      blocks.push(
        { paragraph: w.t("mail.weeklyDigest.changesIntro", { count: changes.length }) },
        {
          items: changes.map((change) =>
            w.t("mail.weeklyDigest.change", {
              jobTitle: change.jobTitle,
              company: change.company,
              status: w.t(`applications.status.${change.status}`),
            }),
          ),
        },
      );
    }
    blocks.push({ link: data.link, label: w.t("mail.weeklyDigest.action") });
    return renderBlocks(w, w.t("mail.weeklyDigest.subject"), blocks, footer);
  },
  "admin-test-email": (w, data) =>
    renderBlocks(w, w.t("adminRecords.testEmail.subject"), [
      { paragraph: w.t("adminRecords.testEmail.intro", { name: data.adminName }) },
      { paragraph: w.t("adminRecords.testEmail.received", { from: data.from }) },
    ]),
};

/**
 * A message in the recipient's language (English when none is given) and digits, naming the site `siteName`
 * (the catalogue's app.name when none is given); its links to the site (`siteUrl`, the public
 * address) lead to that language's pages.
 */
export function renderMail<K extends TMailTemplate>(
  template: K,
  data: TMailTemplates[K],
  options: {
    footer?: TUnsubscribeFooter;
    language?: TLanguage;
    digits?: TDigits;
    siteName?: string;
    siteUrl?: string;
  } = {},
): TRenderedMail {
  const language = options.language ?? "en";
  const writer = mailWriter(language, options);
  return TEMPLATES[template](writer, data, options.footer);
}

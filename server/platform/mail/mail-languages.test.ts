// Every mail in each of the site's languages: every text from that language's catalogue, the
// HTML's language and direction (an Arabic mail right to left, right-aligned), links to that
// language's pages, and dates and numbers as its readers write them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES, type TLanguage } from "@common/i18n";
import { users } from "../../db/schema";
import { createTestContext, createTestDatabase } from "../../test/test-app";
import { localizeMailLink } from "./mail-layout";
import { queueMail } from "./mail-queue";
import { MAIL_LISTS, renderMail, type TMailTemplate, type TMailTemplates } from "./templates";

const SITE = "http://localhost:3000";
const job = { title: "Site Engineer", company: "Build Co", location: "Lagos, Nigeria", link: `${SITE}/jobs/7` };
const startsAt = new Date("2026-11-25T10:20:00Z");

/** Data for every template, with links to the site as the services write them (English paths). */
const SAMPLES: { [K in TMailTemplate]: TMailTemplates[K] } = {
  "verify-email": { firstName: "Ade", email: "ade@example.com", link: `${SITE}/verify-email?token=t` },
  "password-reset": { firstName: "Ade", link: `${SITE}/reset-password?token=t` },
  "password-changed": { firstName: "Ade", changedAt: startsAt, resetLink: `${SITE}/forgot-password` },
  "email-change": { firstName: "Ade", newEmail: "new@example.com", link: `${SITE}/verify-email?token=t` },
  "email-changed": { firstName: "Ade", newEmail: "new@example.com", resetLink: `${SITE}/forgot-password` },
  "sign-in-limit": { firstName: "Ade", resetLink: `${SITE}/forgot-password` },
  "application-status": {
    firstName: "Ade",
    jobTitle: "Chef",
    company: "Inn",
    status: "interview",
    link: `${SITE}/dashboard`,
  },
  "new-applicant": { firstName: "Kim", jobTitle: "Chef", applicantName: "Ade Bello", link: `${SITE}/dashboard` },
  "interview-scheduled": {
    firstName: "Ade",
    jobTitle: "Chef",
    company: "Inn",
    startsAt,
    durationMinutes: 45,
    location: "Lagos",
    link: `${SITE}/dashboard`,
    interviewId: 3,
  },
  "new-message": { firstName: "Ade", senderName: "Kim", preview: "Hello", link: `${SITE}/messages?thread=2` },
  "job-alert": {
    firstName: "Ade",
    alertName: "Engineer",
    jobs: [job, job, job],
    more: 1234,
    link: `${SITE}/jobs?search=engineer`,
    pauseUrl: `${SITE}/job-alerts/pause?token=p`,
  },
  "weekly-digest": {
    firstName: "Ade",
    jobs: [job],
    changes: [{ jobTitle: "Chef", company: "Inn", status: "offer" }],
    link: `${SITE}/jobs`,
  },
  "admin-test-email": { adminName: "Ada Admin", from: "no-reply@example.com" },
};
const TEMPLATES = Object.keys(SAMPLES) as TMailTemplate[];

function render(template: TMailTemplate, language: TLanguage) {
  const list = MAIL_LISTS[template];
  const footer = list ? { list, url: `${SITE}/unsubscribe?token=u` } : undefined;
  return renderMail(template, SAMPLES[template] as never, { language, footer, siteUrl: SITE });
}

/** The site's addresses a mail links to, in its HTML and its text. */
function siteLinks(mail: { html: string; text: string }): string[] {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((found) => found[1].replace(/&amp;/g, "&"));
  const inText = mail.text.match(/https?:\/\/\S+/g) ?? [];
  return [...hrefs, ...inText].filter((link) => link.startsWith(SITE));
}

describe("every mail in each language", () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(`renders every template in ${language} from its catalogue, with its direction and its links`, () => {
      const direction = language === "ar" ? "rtl" : "ltr";
      for (const template of TEMPLATES) {
        const mail = render(template, language);
        const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
        // A key the catalogue lacks is shown as the key itself.
        expect(all, template).not.toMatch(/\{\{|\b(mail|applications|adminRecords)\.[a-zA-Z]/);
        if (language !== "en") expect(mail.subject, template).not.toBe(render(template, "en").subject);
        expect(mail.html, template).toContain(`<html lang="${language}" dir="${direction}">`);
        expect(mail.html, template).toContain(`<body dir="${direction}"`);
        expect(mail.html, template).toContain(`text-align:${language === "ar" ? "right" : "left"}`);
        const prefix = language === "en" ? "" : `/${language}`;
        for (const link of siteLinks(mail)) {
          expect(link, template).toMatch(new RegExp(`^${SITE}${prefix}/(?!ar/|fr/)`));
        }
        if (template !== "admin-test-email") expect(siteLinks(mail).length, template).toBeGreaterThan(0);
      }
    });
  }

  it("writes dates and numbers as each language does, and Arabic-Indic digits for an account that asks", () => {
    const changed = (language: TLanguage) => render("password-changed", language).text;
    expect(changed("en")).toContain("on November 25, 2026 at 10:20 AM (UTC)");
    expect(changed("fr")).toContain("le 25 novembre 2026 à 10:20 (UTC)");
    expect(changed("ar")).toMatch(/25 نوفمبر 2026/);
    expect(render("job-alert", "en").text).toContain("1,234");
    expect(render("job-alert", "fr").text).toMatch(/1\u202f234/);
    const arabic = renderMail("job-alert", SAMPLES["job-alert"], { language: "ar", digits: "arab", siteUrl: SITE });
    expect(arabic.subject).toContain("٣");
    expect(arabic.text).toContain("١٬٢٣٤");
    // Only the numbers change: a job's title and a link keep their own characters.
    expect(arabic.text).toContain(`${SITE}/ar/jobs/7`);
    // A job's line and a link's label follow the language's punctuation.
    expect(render("weekly-digest", "ar").text).toContain("- Site Engineer، Build Co، Lagos, Nigeria");
    expect(render("verify-email", "fr").text).toContain("Confirmer mon adresse e-mail\u00a0:\n");
    const invitation = renderMail("interview-scheduled", SAMPLES["interview-scheduled"], { language: "fr" });
    expect(invitation.text).toContain("le 25 novembre 2026 à 10:20 (UTC), pendant 45 minutes");
  });

  it("leads to the site's pages in the language, leaving other addresses and the API as they are", () => {
    expect(localizeMailLink(`${SITE}/jobs/1`, "ar", SITE)).toBe(`${SITE}/ar/jobs/1`);
    expect(localizeMailLink(SITE, "fr", SITE)).toBe(`${SITE}/fr`);
    expect(localizeMailLink(`${SITE}/?a=1`, "fr", SITE)).toBe(`${SITE}/fr?a=1`);
    expect(localizeMailLink(`${SITE}/fr/jobs`, "en", SITE)).toBe(`${SITE}/jobs`);
    expect(localizeMailLink(`${SITE}/api/unsubscribe?token=t`, "ar", SITE)).toBe(`${SITE}/api/unsubscribe?token=t`);
    expect(localizeMailLink(`${SITE}0/jobs`, "ar", SITE)).toBe(`${SITE}0/jobs`);
    expect(localizeMailLink("https://elsewhere.example/jobs", "ar", SITE)).toBe("https://elsewhere.example/jobs");
    expect(localizeMailLink(`${SITE}/jobs`, "ar", undefined)).toBe(`${SITE}/jobs`);
  });
});

describe("queueing a mail to an account", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let close: () => Promise<void>;
  let context: ReturnType<typeof createTestContext>["context"];
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ context, close } = createTestContext(database.db));
  });
  afterAll(async () => {
    await close();
    await database.close();
  });

  it("writes it in the account's language and digits, with that language's links", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: "salma@example.com", passwordHash: "x", firstName: "سلمى", language: "ar", digits: "arab" })
      .returning();
    const id = await queueMail(context, {
      to: user.email,
      userId: user.id,
      template: "job-alert",
      data: { ...SAMPLES["job-alert"], more: 0 },
      // The request's language yields to the account's.
      language: "fr",
    });
    const [row] = await database.db.query.mailQueue.findMany({ where: (mail, { eq }) => eq(mail.id, id!) });
    expect(row.html).toContain('<html lang="ar" dir="rtl">');
    expect(row.subject).toContain("٣");
    expect(row.text).toContain(`${SITE}/ar/jobs/7`);
    expect(row.text).toContain(`${SITE}/ar/unsubscribe?token=`);
    expect(row.headers["List-Unsubscribe"]).toContain(`${SITE}/api/unsubscribe?token=`);
  });
});

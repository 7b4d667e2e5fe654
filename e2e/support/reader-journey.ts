// The path a reader of another language takes from the job search to a resume's PDF, driven by
// the labels that language's catalogue gives, so a missing or retyped translation fails it.
import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { createTranslator, type TLanguage } from "@common/i18n";
import "@common/i18n/all-catalogues";
import { expectToast, uniqueEmail } from "./journey";

// pdftotext marks right-to-left runs with bidi embedding controls; they are not text.
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text of a downloaded PDF in the reading order pdftotext gives it. */
export function pdfText(file: string): string {
  const result = spawnSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.replace(BIDI_CONTROLS, "");
}

/** A field by its label, with or without the required mark. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const labelled = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}\\*?$`));

/** From `/<language>/jobs`: searches, opens the first job found, and stays in the language. */
export async function searchAndOpenJob(page: Page, baseUrl: string, language: TLanguage, keywords: string) {
  const t = createTranslator(language);
  await page.goto(`${baseUrl}/${language}/jobs`);
  const search = page.getByRole("search", { name: t("jobSearch.form.label") });
  await search.getByLabel(t("jobSearch.form.keywords")).fill(keywords);
  await search.getByRole("button", { name: t("jobSearch.form.submit") }).click();
  await page.waitForURL(new RegExp(`/${language}/jobs\\?search=`));
  const card = page.getByRole("article").first();
  await card.waitFor();
  const title = await card.getByRole("heading").first().innerText();
  await card
    .getByRole("link", { name: t("jobSearch.card.viewDetails") })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/${language}/jobs/\\d+`));
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  return title;
}

/** Signs up as a job seeker on `/<language>/register` and lands on that language's dashboard. */
export async function signUpAsSeeker(
  page: Page,
  baseUrl: string,
  language: TLanguage,
  name: { first: string; last: string },
) {
  const t = createTranslator(language);
  const email = uniqueEmail("reader");
  const password = "s3cret-pass";
  await page.goto(`${baseUrl}/${language}/register`);
  await labelled(page, t("register.firstName")).fill(name.first);
  await labelled(page, t("register.lastName")).fill(name.last);
  await labelled(page, t("register.email")).fill(email);
  await labelled(page, t("register.password")).fill(password);
  await labelled(page, t("register.confirmPassword")).fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t("register.submit") }).click();
  await page.waitForURL(`${baseUrl}/${language}/dashboard`);
  return email;
}

export type TResumeEntries = {
  phone: string;
  location: string;
  summary: string;
  position: string;
  company: string;
  institution: string;
  degree: string;
  field: string;
};

/**
 * Fills the builder on `/<language>/resume-builder` (name and e-mail come from the account), saves,
 * downloads the PDF and answers its text.
 */
export async function buildAndExportResume(page: Page, baseUrl: string, language: TLanguage, entries: TResumeEntries) {
  const t = createTranslator(language);
  await page.goto(`${baseUrl}/${language}/resume-builder`);
  await page.getByRole("heading", { level: 1, name: t("resumeBuilder.title") }).waitFor();
  await page.waitForLoadState("networkidle");
  await expect.poll(() => labelled(page, t("resumeBuilder.personal.fullName")).inputValue()).not.toBe("");
  const fill = (key: string, value: string) => labelled(page, t(`resumeBuilder.${key}`)).fill(value);
  await fill("personal.phone", entries.phone);
  await fill("personal.location", entries.location);
  await fill("personal.summary", entries.summary);
  await fill("experience.position", entries.position);
  await fill("experience.company", entries.company);
  await fill("experience.startDate", "2021-03");
  await fill("education.institution", entries.institution);
  await fill("education.degree", entries.degree);
  await fill("education.field", entries.field);
  await fill("education.graduationDate", "2018-06");
  await page.getByRole("button", { name: t("resumeBuilder.submit") }).click();
  await expectToast(page, t("resumeBuilder.toasts.savedTitle"));
  const downloadPromise = page.waitForEvent("download");
  await page
    .getByRole("button", { name: t("resumeBuilder.export.download") })
    .first()
    .click();
  const download = await downloadPromise;
  return pdfText(await download.path());
}

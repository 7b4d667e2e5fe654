// "Review my resume": the job seeker's own most recently updated saved resume, read through the
// resume services: what it lacks (summary, skills, dates, contact, education), what to strengthen
// (descriptions without a number, as the builder's rewrite tips say: ai.tips.addNumber), and
// its match to the open jobs they opened, applied to or saved lately (recent-jobs.ts).
import { permissions } from "@common/auth/permissions";
import type { TTranslate } from "@common/i18n";
import type { TResumeContent, TSavedResume } from "@common/resumes/schema";
import { resumeSkillNames } from "@common/resumes/skill-names";
import { AppError } from "../../lib/app-error";
import { getMatchScore } from "../matching/match-score";
import { getResume } from "../resumes/get-resume";
import { listResumes } from "../resumes/list-resumes";
import { rewriteDescription } from "../resumes/rewrite-description";
import { jobData, jobLink } from "./jobs";
import { recentJobs } from "./recent-jobs";
import {
  bulleted,
  listOf,
  navigate,
  paragraphs,
  pathWith,
  plain,
  suggest,
  type TAsk,
  type TIntentReply,
} from "./reply";

/** Fewer skills than this is worth adding to. */
export const SKILLS_ENOUGH = 5;
/** A summary shorter than this (characters) is worth a second sentence. */
export const SUMMARY_SHORT = 80;
/** How many "add a number" tips a review gives. */
const NUMBER_TIPS_MAX = 3;
/** How many recent jobs the review scores the resume against. */
export const REVIEW_JOBS = 3;
/** How many missing skills a job's line names. */
const MISSING_NAMED = 4;

const blank = (value: string | null | undefined) => !value || !value.trim();

/** What the resume lacks, each as a sentence of the catalogue. */
export function missingParts({ t, language }: Pick<TAsk, "t" | "language">, content: TResumeContent): string[] {
  const missing: string[] = [];
  const info = content.personalInfo;
  if (blank(info.summary)) missing.push(t("assistantReplies.resume.missing.summary"));
  if (resumeSkillNames(content.skills, content.skillGroups).length === 0)
    missing.push(t("assistantReplies.resume.missing.skills"));
  if (content.experience.length === 0) missing.push(t("assistantReplies.resume.missing.experience"));
  for (const entry of content.experience) {
    const isUndated = blank(entry.startDate) || (!entry.current && blank(entry.endDate));
    if (isUndated)
      missing.push(
        t("assistantReplies.resume.missing.dates", { role: plain(entry.position || entry.company, 80) || "?" }),
      );
  }
  const contact = [
    blank(info.email) && t("assistantReplies.resume.contact.email"),
    blank(info.phone) && t("assistantReplies.resume.contact.phone"),
    blank(info.location) && t("assistantReplies.resume.contact.location"),
  ].filter((part): part is string => Boolean(part));
  if (contact.length) missing.push(t("assistantReplies.resume.missing.contact", { parts: listOf(language, contact) }));
  if (content.education.length === 0) missing.push(t("assistantReplies.resume.missing.education"));
  return missing;
}

/** What would make the resume stronger. */
export function strengthenParts(t: TTranslate, content: TResumeContent): string[] {
  const tips: string[] = [];
  const summary = content.personalInfo.summary?.trim();
  if (summary && summary.length < SUMMARY_SHORT) tips.push(t("assistantReplies.resume.strengthen.shortSummary"));
  const skills = resumeSkillNames(content.skills, content.skillGroups).length;
  if (skills > 0 && skills < SKILLS_ENOUGH)
    tips.push(t("assistantReplies.resume.strengthen.moreSkills", { count: skills, enough: SKILLS_ENOUGH }));
  let numberTips = 0;
  for (const entry of content.experience) {
    const role = plain(entry.position || entry.company, 80);
    if (blank(entry.description)) {
      tips.push(t("assistantReplies.resume.strengthen.describe", { role, company: plain(entry.company, 80) }));
      continue;
    }
    for (const tip of rewriteDescription(entry.description!).tips) {
      if (numberTips >= NUMBER_TIPS_MAX) break;
      numberTips += 1;
      tips.push(t(tip.key, { excerpt: plain(tip.values.excerpt, 80) }));
    }
  }
  const links = content.links;
  const hasLink = Boolean(
    links.linkedin || links.github || links.website || links.portfolio || content.profiles.length,
  );
  if (!hasLink) tips.push(t("assistantReplies.resume.strengthen.addLink"));
  return tips;
}

/** The resume against the open jobs the seeker dealt with lately: a line each, and the skills they most lack. */
async function matchToRecentJobs(ask: TAsk, resume: TSavedResume) {
  const { t, user } = ask;
  const recent = await recentJobs(ask.context, { user: user!, limit: REVIEW_JOBS, now: ask.now });
  const lines: string[] = [];
  const data: Record<string, unknown>[] = [];
  const lacking = new Map<string, number>();
  for (const { job, source } of recent) {
    // A job closed since it was read is left out, as recentJobs leaves it out.
    const match = await getMatchScore(ask.context, {
      user: user!,
      jobId: job.id,
      resumeId: resume.id,
      now: ask.now,
    }).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!match || match.score === null) continue;
    const missing = match.missingSkills.slice(0, MISSING_NAMED).map((skill) => plain(skill, 50));
    for (const skill of missing) lacking.set(skill, (lacking.get(skill) ?? 0) + 1);
    const values = { job: jobLink(t, job), score: match.score, skills: listOf(ask.language, missing) };
    lines.push(
      t(`assistantReplies.resume.match.${source}`, values) +
        " " +
        t(missing.length ? "assistantReplies.resume.match.missing" : "assistantReplies.resume.match.complete", values),
    );
    data.push(jobData(job, { source, matchScore: match.score, missingSkills: missing }));
  }
  const mostLacking = [...lacking]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([skill]) => skill);
  return { lines, data, mostLacking };
}

/** The answer to "review my resume". */
export async function answerResumeReview(ask: TAsk): Promise<TIntentReply> {
  const { t, user, context } = ask;
  if (!user) {
    return {
      text: t("assistantReplies.resume.signIn"),
      suggestions: suggest(t, "findJobs", "careerAdvice", "createAccount"),
      actions: [
        navigate(t, "assistantReplies.actions.signIn", "/login"),
        navigate(t, "assistantReplies.actions.openResumeBuilder", "/resume-builder"),
      ],
      data: { kind: "resumeReview", reason: "signedOut", links: ["/login", "/resume-builder"] },
    };
  }
  if (!permissions.keepResumes(user)) {
    return {
      text: t("assistantReplies.resume.seekersOnly"),
      suggestions: suggest(t, "findCandidates", "hiringTips", "postJob"),
      actions: [navigate(t, "assistantReplies.actions.openCandidates", "/seekers")],
      data: { kind: "resumeReview", reason: "notAJobSeeker", links: ["/seekers"] },
    };
  }
  const [latest] = await listResumes(context, { user });
  if (!latest) {
    return {
      text: t("assistantReplies.resume.none"),
      suggestions: suggest(t, "downloadPdf", "findJobs", "improveSkills"),
      actions: [navigate(t, "assistantReplies.actions.buildResume", "/resume-builder")],
      data: { kind: "resumeReview", reason: "noResume", links: ["/resume-builder"] },
    };
  }
  const resume = await getResume(context, { user, id: latest.id });
  const title = plain(resume.title, 100);
  const missing = missingParts(ask, resume);
  const strengthen = strengthenParts(t, resume);
  const matched = await matchToRecentJobs(ask, resume);
  const builderPath = pathWith("/resume-builder", { id: resume.id });
  const text = paragraphs(
    t("assistantReplies.resume.intro", { title }),
    `**${t("assistantReplies.resume.missingTitle")}**`,
    missing.length ? bulleted(missing) : t("assistantReplies.resume.nothingMissing"),
    `**${t("assistantReplies.resume.strengthenTitle")}**`,
    strengthen.length ? bulleted(strengthen) : t("assistantReplies.resume.nothingToStrengthen"),
    `**${t("assistantReplies.resume.matchTitle")}**`,
    matched.lines.length ? bulleted(matched.lines) : t("assistantReplies.resume.noRecentJobs"),
    matched.mostLacking.length
      ? t("assistantReplies.resume.mostLacking", { skills: listOf(ask.language, matched.mostLacking) })
      : "",
  );
  return {
    text,
    suggestions: suggest(t, "improveSkills", matched.lines.length ? "matchJob" : "findJobs", "interviewPrep"),
    actions: [
      navigate(t, "assistantReplies.actions.openResumeBuilder", builderPath),
      ...(matched.lines.length
        ? []
        : [{ type: "search" as const, label: t("assistantReplies.actions.findJobs"), path: "/jobs" }]),
    ],
    data: {
      kind: "resumeReview",
      resumeTitle: title,
      missing,
      strengthen,
      recentJobs: matched.data,
      skillsMostLacking: matched.mostLacking,
      resumeBuilderLink: builderPath,
    },
  };
}

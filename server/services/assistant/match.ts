// "How do I stand for this job": the matching engine's explained score
// (services/matching/match-score.ts) of the job seeker's newest resume against the job page the
// widget is open on, else the open job they opened, applied to or saved last. Only a listed job
// is named: a draft or a closed job gets no score and no name.
import { permissions } from "@common/auth/permissions";
import type { TTranslate } from "@common/i18n";
import type { TMatchExplanationLine, TMatchScore } from "@common/matching/schemas";
import { isDatabaseId } from "@common/validation/ids";
import { AppError } from "../../lib/app-error";
import { getMatchScore } from "../matching/match-score";
import { jobData, jobLink, jobPath } from "./jobs";
import { listedJobsById, recentJobs } from "./recent-jobs";
import { listOf, navigate, paragraphs, pathWith, plain, suggest, type TAsk, type TIntentReply } from "./reply";

/** The job id of a job page's address ("/jobs/12", also with a slug or as a full address); null otherwise. */
export function jobIdFromUrl(currentUrl: string | undefined): number | null {
  if (!currentUrl) return null;
  let pathname: string;
  try {
    pathname = new URL(currentUrl, "http://localhost").pathname;
  } catch {
    return null;
  }
  const found = /^\/jobs\/(\d{1,10})(?:-[^/]*)?\/?$/.exec(pathname);
  const id = found ? Number(found[1]) : NaN;
  return isDatabaseId(id) ? id : null;
}

/** A line of the engine's explanation in words (its `*Key` values are catalogue keys themselves). */
export function explanationLine(t: TTranslate, line: TMatchExplanationLine): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(line.params)) {
    values[name] = name.endsWith("Key") && typeof value === "string" ? t(value) : plain(String(value), 100);
  }
  return t(line.key, values);
}

/** The skills that matched, as the job page's match tile names them. */
function matchedSkills(t: TTranslate, match: TMatchScore): string[] {
  return match.matchedSkills.map((entry) => {
    const skill = plain(entry.skill, 50);
    const resumeSkill = plain(entry.matchedAs, 50);
    const words =
      resumeSkill.toLowerCase() === skill.toLowerCase()
        ? skill
        : t("matching.tile.matchedAs", { resumeSkill, jobSkill: skill });
    return entry.credit < 1 ? t("matching.tile.related", { skill: words }) : words;
  });
}

/** The explanation of a computed match, as sentences. */
export function describeMatch({ t, language }: Pick<TAsk, "t" | "language">, match: TMatchScore): string[] {
  const matched = matchedSkills(t, match);
  const missing = match.missingSkills.map((skill) => plain(skill, 50));
  const { experience, location, title } = match.explanation;
  return [
    matched.length
      ? t("assistantReplies.match.matched", { skills: listOf(language, matched) })
      : t("matching.tile.noneMatched"),
    missing.length
      ? t("assistantReplies.match.missing", { skills: listOf(language, missing) })
      : t("matching.tile.noneMissing"),
    ...(title ? [explanationLine(t, title)] : []),
    explanationLine(t, experience),
    explanationLine(t, location),
  ];
}

function notForThisUser(ask: TAsk): TIntentReply {
  const { t, user } = ask;
  if (!user) {
    return {
      text: t("assistantReplies.match.signIn"),
      suggestions: suggest(t, "findJobs", "createAccount", "careerAdvice"),
      actions: [navigate(t, "assistantReplies.actions.signIn", "/login")],
      data: { kind: "jobMatch", reason: "signedOut", links: ["/login"] },
    };
  }
  return {
    text: t("assistantReplies.match.seekersOnly"),
    suggestions: suggest(t, "findCandidates", "hiringTips", "postJob"),
    actions: [navigate(t, "assistantReplies.actions.openCandidates", "/seekers")],
    data: { kind: "jobMatch", reason: "notAJobSeeker", links: ["/seekers"] },
  };
}

/** The answer to "how do I stand for this job". */
export async function answerJobMatch(ask: TAsk): Promise<TIntentReply> {
  const { t, user, context, now } = ask;
  if (!user || !permissions.matchJobs(user)) return notForThisUser(ask);
  const pageJobId = jobIdFromUrl(ask.currentUrl);

  const [job] =
    pageJobId === null
      ? (await recentJobs(context, { user, limit: 1, now })).map((entry) => entry.job)
      : await listedJobsById(context, [pageJobId], now);
  if (!job) {
    const isPage = pageJobId !== null;
    return {
      text: t(isPage ? "assistantReplies.match.notOpen" : "assistantReplies.match.noJob"),
      suggestions: suggest(t, "findJobs", "reviewResume", "improveSkills"),
      actions: [{ type: "search", label: t("assistantReplies.actions.findJobs"), path: "/jobs" }],
      data: { kind: "jobMatch", reason: isPage ? "jobNotOpen" : "noRecentJob", links: ["/jobs"] },
    };
  }
  let match;
  try {
    match = await getMatchScore(context, { user, jobId: job.id, now });
  } catch (error) {
    // Closed between the two reads: said as a job no longer open.
    if (!(error instanceof AppError)) throw error;
    return {
      text: t("assistantReplies.match.notOpen"),
      suggestions: suggest(t, "findJobs", "reviewResume", "improveSkills"),
      actions: [{ type: "search", label: t("assistantReplies.actions.findJobs"), path: "/jobs" }],
      data: { kind: "jobMatch", reason: "jobNotOpen", links: ["/jobs"] },
    };
  }
  const link = jobLink(t, job);
  if (match.score === null) {
    return {
      text: t("assistantReplies.match.noResume", { job: link }),
      suggestions: suggest(t, "downloadPdf", "findJobs", "careerAdvice"),
      actions: [
        navigate(t, "assistantReplies.actions.buildResume", "/resume-builder"),
        navigate(t, "assistantReplies.actions.openJob", jobPath(job)),
      ],
      data: { kind: "jobMatch", reason: "noResume", job: jobData(job), links: ["/resume-builder"] },
    };
  }
  const builderPath = pathWith("/resume-builder", { id: match.resumeId });
  const lines = describeMatch(ask, match);
  const missing = match.missingSkills.slice(0, 3).map((skill) => plain(skill, 50));
  return {
    text: paragraphs(
      t("assistantReplies.match.score", {
        job: link,
        resumeTitle: plain(match.resumeTitle, 100),
        score: match.score,
        band: t(`matching.band.${match.band}`),
      }),
      lines.join(" "),
      missing.length ? t("assistantReplies.match.advice", { skills: listOf(ask.language, missing) }) : "",
    ),
    suggestions: suggest(t, "reviewResume", "interviewPrep", "improveSkills"),
    actions: [
      navigate(t, "assistantReplies.actions.openJob", jobPath(job)),
      navigate(t, "assistantReplies.actions.openResumeBuilder", builderPath),
    ],
    data: {
      kind: "jobMatch",
      job: jobData(job),
      resumeTitle: plain(match.resumeTitle, 100),
      score: match.score,
      band: t(`matching.band.${match.band}`),
      explanation: lines,
      resumeBuilderLink: builderPath,
    },
  };
}

// "Find good candidates" (companies and administrators, permissions.browseCandidates): the
// candidate directory's own search (services/seekers/search-seekers.ts), so only candidates who
// chose to be visible are named, ranked by match to one of the company's listed jobs (the one
// the message names, else the newest). An administrator without jobs gets the directory's first
// candidates. Each candidate links to the directory searched by their name, with the job.
import { permissions } from "@common/auth/permissions";
import { ZSeekerSearchQuerySchema, type TSeekerResult, type TSeekerSearchPage } from "@common/seekers/schemas";
import type { TCompanyJob } from "@common/jobs/posting";
import type { TJob } from "@common/jobs/schemas";
import { listCompanyJobs } from "../jobs/list-company-jobs";
import { searchSeekers } from "../seekers/search-seekers";
import { jobIdFromUrl } from "./match";
import { listedJobsById } from "./recent-jobs";
import {
  bulleted,
  link,
  listOf,
  navigate,
  paragraphs,
  pathWith,
  plain,
  suggest,
  type TAsk,
  type TIntentReply,
} from "./reply";

/** How many candidates a reply names. */
export const CANDIDATES_SHOWN = 5;
/** How many of a candidate's skills a line names. */
const SKILLS_NAMED = 3;

/** The directory searched for one candidate by name (the directory has no address per candidate). */
export function candidatePath(name: string, jobId: number | undefined): string {
  return pathWith("/seekers", { search: name, sort: jobId === undefined ? undefined : "match", jobId });
}

/** Of the company's listed jobs: the one the message names by its title, else the one whose page is open, else the newest. */
export function chooseJob(jobs: TCompanyJob[], message: string, pageJobId: number | null): TCompanyJob | undefined {
  const listed = jobs.filter((job) => job.status === "active");
  const words = message.toLowerCase();
  return (
    listed.find((job) => job.title.trim() && words.includes(job.title.trim().toLowerCase())) ??
    listed.find((job) => job.id === pageJobId) ??
    listed[0]
  );
}

function candidateLine(
  { t, language }: Pick<TAsk, "t" | "language">,
  result: TSeekerResult,
  jobId: number | undefined,
): string {
  const name = plain(result.card.name, 80);
  const facts = [
    result.card.headline ? plain(result.card.headline, 80) : "",
    result.card.location ? plain(result.card.location, 80) : "",
    t("assistantReplies.candidates.years", { count: result.card.yearsOfExperience }),
  ].filter(Boolean);
  const skills = (result.match ? result.match.matchedSkills.map((entry) => entry.skill) : result.card.skills)
    .slice(0, SKILLS_NAMED)
    .map((skill) => plain(skill, 50));
  const line = `${link(name, candidatePath(name, jobId))}: ${facts.join(", ")}`;
  const parts = [
    line,
    result.match ? t("assistantReplies.candidates.match", { score: result.match.score }) : "",
    skills.length ? t("assistantReplies.candidates.skills", { skills: listOf(language, skills) }) : "",
  ].filter(Boolean);
  return parts.join("; ");
}

function candidateData(result: TSeekerResult, jobId: number | undefined) {
  const name = plain(result.card.name, 80);
  return {
    name,
    headline: result.card.headline ? plain(result.card.headline, 80) : undefined,
    location: result.card.location ? plain(result.card.location, 80) : undefined,
    yearsOfExperience: result.card.yearsOfExperience,
    skills: result.card.skills.map((skill) => plain(skill, 50)),
    matchScore: result.match?.score,
    link: candidatePath(name, jobId),
  };
}

function forEmployersOnly(ask: TAsk): TIntentReply {
  const { t, user } = ask;
  return {
    text: t(user ? "assistantReplies.candidates.seekerRefusal" : "assistantReplies.candidates.visitorRefusal"),
    suggestions: suggest(t, "findJobs", "reviewResume", "careerAdvice"),
    actions: [
      navigate(t, "assistantReplies.actions.registerCompany", "/register-company"),
      ...(user ? [navigate(t, "assistantReplies.actions.openSettings", "/settings")] : []),
    ],
    data: { kind: "findCandidates", reason: "forEmployersOnly", links: ["/register-company"] },
  };
}

/** The answer to "find good candidates". */
export async function answerFindCandidates(ask: TAsk): Promise<TIntentReply> {
  const { t, user, context, now } = ask;
  if (!user || !permissions.browseCandidates(user)) return forEmployersOnly(ask);
  const pageJobId = jobIdFromUrl(ask.currentUrl);
  const ownJob = chooseJob(await listCompanyJobs(context, { user, now }), ask.message, pageJobId);
  // An administrator may rank candidates for any listed job: the one whose page is open.
  const [pageJob] =
    !ownJob && pageJobId !== null && permissions.administer(user)
      ? await listedJobsById(context, [pageJobId], now)
      : [];
  const job: Pick<TJob, "id" | "title"> | undefined = ownJob ?? pageJob;
  const query = ZSeekerSearchQuerySchema.parse(job ? { sort: "match", jobId: String(job.id) } : {});
  const found = (await searchSeekers(context, { user, query, now })) as TSeekerSearchPage;
  const shown = found.candidates.slice(0, CANDIDATES_SHOWN);
  const jobTitle = job ? plain(job.title, 100) : "";
  const directoryPath = job ? pathWith("/seekers", { sort: "match", jobId: job.id }) : "/seekers";
  const actions = [navigate(t, "assistantReplies.actions.openCandidates", directoryPath)];
  if (!job && permissions.postJobs(user)) actions.push(navigate(t, "assistantReplies.actions.postJob", "/post-job"));
  const intro = job
    ? t(ownJob ? "assistantReplies.candidates.forJob" : "assistantReplies.candidates.forListedJob", {
        title: jobTitle,
        count: found.total,
      })
    : t(permissions.hire(user) ? "assistantReplies.candidates.noJob" : "assistantReplies.candidates.directory", {
        count: found.total,
      });
  return {
    text: paragraphs(
      intro,
      shown.length
        ? bulleted(shown.map((result) => candidateLine(ask, result, job?.id)))
        : t("assistantReplies.candidates.none"),
      shown.length ? t("assistantReplies.candidates.outro") : "",
    ),
    suggestions: suggest(t, "hiringTips", "pipeline", "postJob"),
    actions,
    data: {
      kind: "findCandidates",
      job: job ? { title: jobTitle, link: `/jobs/${job.id}` } : null,
      total: found.total,
      candidates: shown.map((result) => candidateData(result, job?.id)),
      directoryLink: directoryPath,
    },
  };
}

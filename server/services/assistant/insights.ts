// "Market insights": a job seeker's own (services/matching/market-insights.ts: skills the
// best-matching open jobs ask for that the resume lacks, typical salaries in their country,
// remote work); anyone else gets the public facts the job search counts (open jobs, remote ones)
// and the knowledge base's general guidance.
import { permissions } from "@common/auth/permissions";
import { intlLocale } from "@common/i18n/formats";
import { formatSalaryAmount } from "@common/jobs/format";
import type { TMarketInsights } from "@common/matching/insights";
import type { TLanguage, TTranslate } from "@common/i18n";
import { ZJobSearchQuerySchema } from "@common/jobs/schemas";
import { findJobs } from "../jobs/find-jobs";
import { getMarketInsights } from "../matching/market-insights";
import { bulleted, countryIn, navigate, paragraphs, plain, suggest, type TAsk, type TIntentReply } from "./reply";

type TInsights = Exclude<TMarketInsights, { reason: "no_resume" }>;

function salaryLine(t: TTranslate, insights: TInsights, language: TLanguage): string {
  const { salary, country } = insights;
  if (!country) return t("insights.salary.noCountry");
  const countryName = countryIn(language, country.name);
  if (!salary) return t("insights.salary.tooFew", { country: countryName });
  const amount = (value: number | null) =>
    value === null ? "" : formatSalaryAmount(value, salary.currency, intlLocale(language));
  const min = amount(salary.medianMin);
  const max = amount(salary.medianMax);
  const range =
    min && max
      ? t("insights.salary.range", { min, max })
      : min
        ? t("insights.salary.from", { min })
        : t("insights.salary.upTo", { max });
  return `${t("insights.salary.title", { country: countryName })}: ${range}. ${t("insights.salary.basedOn", { count: salary.jobs, country: countryName })}`;
}

/** The seeker's own insights as text. */
function ownInsights(t: TTranslate, insights: TInsights, language: TLanguage): string {
  const skills = insights.missingSkills.map(
    (entry) => `${plain(entry.skill, 50)} (${t("insights.skills.jobs", { count: entry.jobs })})`,
  );
  const share = `${Math.round(insights.remote.share * 100)}%`;
  return paragraphs(
    t("insights.dialog.intro", { count: insights.jobs, resumeTitle: plain(insights.resumeTitle, 100) }),
    `**${t("insights.skills.title")}**`,
    skills.length ? bulleted(skills) : t("insights.skills.none"),
    `**${t("insights.remote.title")}**`,
    t("insights.remote.share", { share, remote: insights.remote.jobs, total: insights.jobs }),
    salaryLine(t, insights, language),
  );
}

/** How many listed jobs there are, and how many are remote: what the job search counts for anyone. */
async function publicFacts(ask: TAsk) {
  const count = async (query: Record<string, unknown>) =>
    (await findJobs(ask.context, { query: ZJobSearchQuerySchema.parse({ ...query, pageSize: 1 }), now: ask.now }))
      .total;
  const [total, remote] = await Promise.all([count({}), count({ workType: "remote" })]);
  return { total, remote };
}

/** The answer to "market insights". */
export async function answerMarketInsights(ask: TAsk, language: TLanguage): Promise<TIntentReply> {
  const { t, user, context, now } = ask;
  if (user && permissions.matchJobs(user)) {
    const insights = await getMarketInsights(context, { user, now });
    if ("reason" in insights) {
      return {
        text: paragraphs(t("insights.dialog.noResumeTitle"), t("insights.dialog.noResumeBody")),
        suggestions: suggest(t, "downloadPdf", "findJobs", "careerAdvice"),
        actions: [navigate(t, "assistantReplies.actions.buildResume", "/resume-builder")],
        data: { kind: "marketInsights", reason: "noResume", links: ["/resume-builder"] },
      };
    }
    if (insights.jobs === 0) {
      return {
        text: paragraphs(t("insights.dialog.noJobsTitle"), t("insights.dialog.noJobsBody")),
        suggestions: suggest(t, "reviewResume", "improveSkills", "findJobs"),
        actions: [{ type: "search", label: t("assistantReplies.actions.findJobs"), path: "/jobs" }],
        data: { kind: "marketInsights", reason: "noMatchingJobs", links: ["/jobs"] },
      };
    }
    return {
      text: ownInsights(t, insights, language),
      suggestions: suggest(t, "reviewResume", "improveSkills", "findJobs"),
      actions: [
        { type: "search", label: t("assistantReplies.actions.bestMatches"), path: "/jobs?sort=match" },
        navigate(t, "assistantReplies.actions.openDashboard", "/dashboard"),
      ],
      data: {
        kind: "marketInsights",
        resumeTitle: plain(insights.resumeTitle, 100),
        matchingJobs: insights.jobs,
        skillsInDemand: insights.missingSkills.map((entry) => ({ skill: plain(entry.skill, 50), jobs: entry.jobs })),
        country: insights.country?.name,
        salary: insights.salary,
        remote: insights.remote,
        searchLink: "/jobs?sort=match",
      },
    };
  }
  const facts = await publicFacts(ask);
  return {
    text: paragraphs(
      t("assistantReplies.insights.public", { count: facts.total, remote: facts.remote }),
      t("assistantKnowledge.marketInsights.body"),
      t(user ? "assistantReplies.insights.seekersOnly" : "assistantReplies.insights.signIn"),
    ),
    suggestions: suggest(t, "remoteJobs", "careerAdvice", user ? "hiringTips" : "createAccount"),
    actions: [
      { type: "search", label: t("assistantReplies.actions.findJobs"), path: "/jobs" },
      ...(user ? [] : [navigate(t, "assistantReplies.actions.signIn", "/login")]),
    ],
    data: { kind: "marketInsights", openJobs: facts.total, remoteJobs: facts.remote, links: ["/jobs"] },
  };
}

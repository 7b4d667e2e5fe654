// The curated knowledge base (common/i18n/en/assistant-knowledge.ts) as replies: each entry's
// text, follow-up suggestions that suit the asker, and buttons to the feature's page.
import type { TAssistantIntent, THowToTopic } from "@common/assistant/intents";
import type { TAssistantAction } from "@common/assistant/schema";
import { isAdmin, permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import type { TTranslate } from "@common/i18n";
import { navigate, plain, suggest, type TIntentReply } from "./reply";

type TKnowledgeIntent = Extract<
  TAssistantIntent,
  "skills" | "careerAdvice" | "interviewPrep" | "hiringTips" | "greeting" | "unknown"
>;

/** A button: its label (assistantReplies.actions.*) and our path. */
type TButton = [label: string, path: string];

const HOW_TO: Record<THowToTopic, { buttons: TButton[]; suggestions: string[] }> = {
  search: { buttons: [["findJobs", "/jobs"]], suggestions: ["jobAlerts", "remoteJobs", "matchJob"] },
  apply: {
    buttons: [
      ["findJobs", "/jobs"],
      ["openResumeBuilder", "/resume-builder"],
    ],
    suggestions: ["reviewResume", "applications", "interviewPrep"],
  },
  resume: {
    buttons: [["openResumeBuilder", "/resume-builder"]],
    suggestions: ["reviewResume", "downloadPdf", "applyJob"],
  },
  pdf: { buttons: [["openResumeBuilder", "/resume-builder"]], suggestions: ["reviewResume", "applyJob", "findJobs"] },
  match: {
    buttons: [["bestMatches", "/jobs?sort=match"]],
    suggestions: ["matchJob", "reviewResume", "improveSkills"],
  },
  applications: {
    buttons: [["openDashboard", "/dashboard"]],
    suggestions: ["interviewPrep", "findJobs", "jobAlerts"],
  },
  alerts: {
    buttons: [
      ["findJobs", "/jobs"],
      ["openDashboard", "/dashboard"],
    ],
    suggestions: ["searchHelp", "savedJobs", "settings"],
  },
  savedJobs: { buttons: [["openDashboard", "/dashboard"]], suggestions: ["jobAlerts", "applyJob", "findJobs"] },
  assessment: {
    buttons: [["openSkillsAssessment", "/skills-assessment"]],
    suggestions: ["improveSkills", "marketInsights", "reviewResume"],
  },
  messages: { buttons: [["openMessages", "/messages"]], suggestions: ["settings", "applications", "careerAdvice"] },
  settings: { buttons: [["openSettings", "/settings"]], suggestions: ["jobAlerts", "messages", "createAccount"] },
  account: {
    buttons: [
      ["register", "/register"],
      ["registerCompany", "/register-company"],
      ["signIn", "/login"],
    ],
    suggestions: ["findJobs", "settings", "searchHelp"],
  },
  postJob: {
    buttons: [["postJob", "/post-job"]],
    suggestions: ["hiringTips", "pipeline", "findCandidates"],
  },
  pipeline: {
    buttons: [["openDashboard", "/dashboard"]],
    suggestions: ["findCandidates", "hiringTips", "messages"],
  },
  candidates: {
    buttons: [["openCandidates", "/seekers"]],
    suggestions: ["findCandidates", "hiringTips", "companyProfile"],
  },
  companyProfile: {
    buttons: [
      ["openSettings", "/settings"],
      ["openCompanies", "/companies"],
    ],
    suggestions: ["postJob", "findCandidates", "hiringTips"],
  },
};

const TOPICS: Record<
  Exclude<TKnowledgeIntent, "greeting" | "unknown">,
  { buttons: TButton[]; suggestions: string[] }
> = {
  careerAdvice: {
    buttons: [["openDashboard", "/dashboard"]],
    suggestions: ["improveSkills", "reviewResume", "interviewPrep"],
  },
  skills: {
    buttons: [
      ["openSkillsAssessment", "/skills-assessment"],
      ["findJobs", "/jobs"],
    ],
    suggestions: ["marketInsights", "reviewResume", "careerAdvice"],
  },
  interviewPrep: {
    buttons: [["openDashboard", "/dashboard"]],
    suggestions: ["matchJob", "reviewResume", "careerAdvice"],
  },
  hiringTips: {
    buttons: [
      ["postJob", "/post-job"],
      ["openCandidates", "/seekers"],
    ],
    suggestions: ["findCandidates", "pipeline", "postJob"],
  },
};

function actionsOf(t: TTranslate, buttons: TButton[]): TAssistantAction[] {
  return buttons.map(([label, path]) => navigate(t, `assistantReplies.actions.${label}`, path));
}

/** Which kind of asker a greeting is for: employers (companies and administrators), job seekers, visitors. */
function audience(user: TPublicUser | null): "visitor" | "seeker" | "company" {
  if (!user) return "visitor";
  return permissions.hire(user) || isAdmin(user) ? "company" : "seeker";
}

/** The first suggestions for each kind of asker, as the chat page's chips offer them. */
function openingSuggestions(t: TTranslate, user: TPublicUser | null): string[] {
  const kind = audience(user);
  if (kind === "company") return suggest(t, "findCandidates", "hiringTips", "postJob");
  if (kind === "seeker") return suggest(t, "findJobs", "reviewResume", "improveSkills");
  return suggest(t, "findJobs", "careerAdvice", "createAccount");
}

const THANKS = /\b(thanks?|thank you|merci|cheers)\b|شكر/i;

/** A greeting, or the answer to a message the engine did not understand. */
export function answerConversation(
  t: TTranslate,
  intent: "greeting" | "unknown",
  user: TPublicUser | null,
  message: string,
): TIntentReply {
  const kind = audience(user);
  const key =
    intent === "unknown"
      ? "assistantKnowledge.unknown.body"
      : THANKS.test(message)
        ? "assistantKnowledge.greeting.thanks"
        : `assistantKnowledge.greeting.${kind}`;
  const text = t(key, { name: plain(user?.firstName, 60) });
  const buttons: TButton[] =
    kind === "company"
      ? [["openCandidates", "/seekers"]]
      : kind === "seeker"
        ? [["findJobs", "/jobs"]]
        : [
            ["findJobs", "/jobs"],
            ["register", "/register"],
          ];
  return {
    text,
    suggestions: openingSuggestions(t, user),
    actions: actionsOf(t, buttons),
    data: { kind: intent, text },
  };
}

/** One of the knowledge base's answers: career, skills, interviews, hiring. */
export function answerTopic(t: TTranslate, intent: keyof typeof TOPICS): TIntentReply {
  const entry = TOPICS[intent];
  const text = t(`assistantKnowledge.${intent}.body`);
  return {
    text,
    suggestions: suggest(t, ...entry.suggestions),
    actions: actionsOf(t, entry.buttons),
    data: { kind: intent, knowledge: text },
  };
}

/** How to use a feature; without a topic, the general help. */
export function answerHowTo(t: TTranslate, topic: THowToTopic | undefined, user: TPublicUser | null): TIntentReply {
  if (!topic) return answerConversation(t, "unknown", user, "");
  const entry = HOW_TO[topic];
  const text = t(`assistantKnowledge.howTo.${topic}`);
  return {
    text,
    suggestions: suggest(t, ...entry.suggestions),
    actions: actionsOf(t, entry.buttons),
    data: { kind: "howTo", topic, knowledge: text },
  };
}

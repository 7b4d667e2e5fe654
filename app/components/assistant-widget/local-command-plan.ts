// What a local command does and what the widget answers, decided from the command and a few
// facts about the page, without touching the page: the panel then carries out the effect
// (page-actions.ts). Replies are the product's sentences, through the catalogue.
import type { TLocalCommand, TNavigationTarget } from "@common/assistant/local-commands";
import type { TMessageKey } from "~/lib/api-client";
import "~/components/assistant/catalogue";

export type TTranslate = (key: TMessageKey, values?: Record<string, unknown>) => string;

/** What the page offers the commands; also sent with a question as the widget's context. */
export interface TPageFacts {
  hasForm: boolean;
  hasSearchInput: boolean;
}

export type TLocalEffect =
  | { type: "navigate"; path: string }
  | { type: "scroll"; to: "top" | "bottom" }
  | { type: "history"; action: "refresh" | "back" | "forward" }
  | { type: "form"; action: "fill" | "clear" | "submit" }
  /** Types the words into the page's own search box and submits its form. */
  | { type: "pageSearch"; term: string }
  | { type: "none" };

export interface TLocalPlan {
  reply: { content: string; suggestions: string[] };
  effect: TLocalEffect;
}

/** The fixed suggestions of every local reply, in the product's order. */
export const LOCAL_SUGGESTION_KEYS = [
  "assistantPanel.suggestions.openJobSearch",
  "assistantPanel.suggestions.fillCurrentForm",
  "assistantPanel.suggestions.searchDeveloperJobs",
  "assistantPanel.suggestions.goToDashboard",
  "assistantPanel.suggestions.scrollToTop",
  "assistantPanel.suggestions.refreshPage",
] as const satisfies readonly TMessageKey[];

export function localSuggestions(t: TTranslate): string[] {
  return LOCAL_SUGGESTION_KEYS.map((key) => t(key));
}

const PAGE_TITLE_KEYS = {
  jobs: "assistantPanel.pages.jobs",
  resume: "assistantPanel.pages.resume",
  dashboard: "assistantPanel.pages.dashboard",
  profile: "assistantPanel.pages.profile",
  companies: "assistantPanel.pages.companies",
  seekers: "assistantPanel.pages.seekers",
  settings: "assistantPanel.pages.settings",
  skillsAssessment: "assistantPanel.pages.skillsAssessment",
  postJob: "assistantPanel.pages.postJob",
  admin: "assistantPanel.pages.admin",
  home: "assistantPanel.pages.home",
  aiAgent: "assistantPanel.pages.aiAgent",
} as const satisfies Record<TNavigationTarget, TMessageKey>;

const HISTORY_KEYS = {
  refresh: "assistantPanel.commands.refresh",
  back: "assistantPanel.commands.back",
  forward: "assistantPanel.commands.forward",
} as const satisfies Record<string, TMessageKey>;

const FORM_KEYS = {
  fill: "assistantPanel.commands.fill",
  clear: "assistantPanel.commands.clear",
  submit: "assistantPanel.commands.submit",
} as const satisfies Record<string, TMessageKey>;

/** /jobs searching for these words (the job search's own parameter). */
export function jobSearchPath(term: string): string {
  return `/jobs?${new URLSearchParams({ search: term }).toString()}`;
}

/**
 * The reply and the effect of `command` on a page with these facts. Navigation, search and the
 * page's history say what they start ("Navigating to Jobs..."), since the page then changes;
 * scrolling and the form's actions say what was done. A form command on a page without a form
 * says so and does nothing; a filter without a search box on the page opens /jobs with the words.
 */
/**
 * What a search is for, as the reply quotes it: the words, else what the search names instead
 * (the work type and the place: "search for remote jobs in Morocco" quotes "Remote, Morocco").
 */
function searchedFor(command: Extract<TLocalCommand, { kind: "search" }>, t: TTranslate): string {
  if (command.term) return command.term;
  const workType = command.workType ? t(`jobs.workType.${command.workType}` as TMessageKey) : undefined;
  return [workType, command.city ?? command.country].filter(Boolean).join(", ");
}

export function planLocalCommand(command: TLocalCommand, page: TPageFacts, t: TTranslate): TLocalPlan {
  const plan = (content: string, effect: TLocalEffect): TLocalPlan => ({
    reply: { content, suggestions: localSuggestions(t) },
    effect,
  });
  switch (command.kind) {
    case "navigate":
      return plan(t("assistantPanel.replies.navigating", { title: t(PAGE_TITLE_KEYS[command.target]) }), {
        type: "navigate",
        path: command.path,
      });
    case "search":
      return plan(t("assistantPanel.replies.searching", { term: searchedFor(command, t) }), {
        type: "navigate",
        path: command.path,
      });
    case "filter":
      return plan(
        t("assistantPanel.replies.filtering", { term: command.term }),
        page.hasSearchInput
          ? { type: "pageSearch", term: command.term }
          : { type: "navigate", path: jobSearchPath(command.term) },
      );
    case "scroll":
      return plan(
        t("assistantPanel.replies.executed", {
          command: t(
            command.to === "top" ? "assistantPanel.commands.scrollTop" : "assistantPanel.commands.scrollBottom",
          ),
        }),
        { type: "scroll", to: command.to },
      );
    case "history":
      return plan(t("assistantPanel.replies.executing", { command: t(HISTORY_KEYS[command.action]) }), {
        type: "history",
        action: command.action,
      });
    case "form":
      if (!page.hasForm) {
        return plan(t("assistantPanel.replies.noForm", { action: t(`assistantPanel.formActions.${command.action}`) }), {
          type: "none",
        });
      }
      return plan(t("assistantPanel.replies.completed", { command: t(FORM_KEYS[command.action]) }), {
        type: "form",
        action: command.action,
      });
  }
}

// The widget's local commands (spec-2 section 9): what the browser does by itself, before any
// server call. English, French and Arabic phrasings are understood.
// CONTRACT (owned by the language helper; the stub below answers null until it is written).

/** Every page a navigation command can open, as its path. */
export const NAVIGATION_TARGETS = {
  jobs: "/jobs",
  resume: "/resume-builder",
  dashboard: "/dashboard",
  profile: "/settings",
  companies: "/companies",
  seekers: "/seekers",
  settings: "/settings",
  skillsAssessment: "/skills-assessment",
  postJob: "/post-job",
  admin: "/admin",
  home: "/",
  aiAgent: "/ai-agent",
} as const;
export type TNavigationTarget = keyof typeof NAVIGATION_TARGETS;

export type TLocalCommand =
  | { kind: "navigate"; target: TNavigationTarget; path: string }
  | { kind: "scroll"; to: "top" | "bottom" }
  | { kind: "history"; action: "refresh" | "back" | "forward" }
  | { kind: "form"; action: "fill" | "clear" | "submit" }
  /** `path` is the /jobs link: the words, and the country and city when the text names a place. */
  | { kind: "search"; term: string; country?: string; city?: string; path: string }
  | { kind: "filter"; term: string };

/** The command `text` asks for, or null when it is not a local command (it goes to the server). */
export function parseLocalCommand(text: string): TLocalCommand | null {
  void text;
  return null;
}

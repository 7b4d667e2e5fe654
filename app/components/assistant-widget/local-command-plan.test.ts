import { describe, expect, it } from "vitest";
import { NAVIGATION_TARGETS, type TLocalCommand } from "@common/assistant/local-commands";
import { createTranslator } from "@common/i18n";
import { assistantPanel } from "@common/i18n/en/assistant-panel";
import { jobSearchPath, planLocalCommand, type TPageFacts } from "./local-command-plan";

const t = createTranslator("en");
const withForm: TPageFacts = { hasForm: true, hasSearchInput: true };
const bare: TPageFacts = { hasForm: false, hasSearchInput: false };
const plan = (command: TLocalCommand, page: TPageFacts = withForm) => planLocalCommand(command, page, t);

// The product's fixed suggestions, word for word.
const FIXED_SUGGESTIONS = [
  "Open job search",
  "Fill current form",
  "Search for developer jobs",
  "Go to dashboard",
  "Scroll to top",
  "Refresh page",
];

describe("the widget's local replies", () => {
  it("are the product's sentences, word for word", () => {
    expect(assistantPanel.assistantPanel.replies).toMatchObject({
      searching: 'Searching for "{{term}}"...',
      filtering: 'Filtering results by "{{term}}"...',
      navigating: "Navigating to {{title}}...",
      executing: "Executing {{command}}...",
      completed: "{{command}} completed!",
      executed: "Command executed: {{command}}.",
    });
  });

  it("every one carries the six fixed suggestions in the product's order", () => {
    const commands: TLocalCommand[] = [
      { kind: "navigate", target: "jobs", path: "/jobs" },
      { kind: "scroll", to: "bottom" },
      { kind: "history", action: "back" },
      { kind: "form", action: "fill" },
      { kind: "search", term: "nurse", path: "/jobs?search=nurse" },
      { kind: "filter", term: "remote" },
    ];
    for (const command of commands) {
      expect(plan(command).reply.suggestions).toEqual(FIXED_SUGGESTIONS);
      expect(plan(command, bare).reply.suggestions).toEqual(FIXED_SUGGESTIONS);
    }
  });
});

describe("planLocalCommand", () => {
  it("navigates to the command's page and names it: profile opens /settings", () => {
    const profile = plan({ kind: "navigate", target: "profile", path: NAVIGATION_TARGETS.profile });
    expect(profile.reply.content).toBe("Navigating to Profile...");
    expect(profile.effect).toEqual({ type: "navigate", path: "/settings" });
    const assessment = plan({ kind: "navigate", target: "skillsAssessment", path: "/skills-assessment" });
    expect(assessment.reply.content).toBe("Navigating to Skills Assessment...");
  });

  it("gives every navigation target a page title of its own", () => {
    for (const [target, path] of Object.entries(NAVIGATION_TARGETS)) {
      const { reply, effect } = plan({ kind: "navigate", target: target as keyof typeof NAVIGATION_TARGETS, path });
      expect(reply.content).toMatch(/^Navigating to [A-Z][\w ]+\.\.\.$/);
      expect(effect).toEqual({ type: "navigate", path });
    }
  });

  it("searches by opening the command's /jobs link, quoting the words", () => {
    const path = "/jobs?search=react&country=United+Arab+Emirates&city=Dubai";
    const { reply, effect } = plan({
      kind: "search",
      term: "react",
      country: "United Arab Emirates",
      city: "Dubai",
      path,
    });
    expect(reply.content).toBe('Searching for "react"...');
    expect(effect).toEqual({ type: "navigate", path });
  });

  it("quotes the work type and the place of a search without words, never an empty term", () => {
    const path = "/jobs?country=Morocco&city=Casablanca&workType=remote";
    const { reply } = plan({
      kind: "search",
      term: "",
      country: "Morocco",
      city: "Casablanca",
      workType: "remote",
      path,
    });
    expect(reply.content).toBe('Searching for "Remote, Casablanca"...');
    expect(plan({ kind: "search", term: "", country: "Morocco", path: "/jobs?country=Morocco" }).reply.content).toBe(
      'Searching for "Morocco"...',
    );
  });

  it("filters in the page's own search box, or opens /jobs with the words when the page has none", () => {
    const inPage = plan({ kind: "filter", term: "remote & hybrid" });
    expect(inPage.reply.content).toBe('Filtering results by "remote & hybrid"...');
    expect(inPage.effect).toEqual({ type: "pageSearch", term: "remote & hybrid" });
    const elsewhere = plan({ kind: "filter", term: "remote & hybrid" }, bare);
    expect(elsewhere.reply.content).toBe('Filtering results by "remote & hybrid"...');
    expect(elsewhere.effect).toEqual({ type: "navigate", path: "/jobs?search=remote+%26+hybrid" });
    expect(jobSearchPath("c++ dev")).toBe("/jobs?search=c%2B%2B+dev");
  });

  it("scrolls and says it was done; refresh, back and forward say they are under way", () => {
    expect(plan({ kind: "scroll", to: "top" })).toMatchObject({
      reply: { content: "Command executed: scroll to top." },
      effect: { type: "scroll", to: "top" },
    });
    expect(plan({ kind: "scroll", to: "bottom" }).reply.content).toBe("Command executed: scroll to bottom.");
    expect(plan({ kind: "history", action: "refresh" })).toMatchObject({
      reply: { content: "Executing page refresh..." },
      effect: { type: "history", action: "refresh" },
    });
    expect(plan({ kind: "history", action: "back" }).reply.content).toBe("Executing go back...");
    expect(plan({ kind: "history", action: "forward" }).effect).toEqual({ type: "history", action: "forward" });
  });

  it("fills, clears and submits the page's form, or says there is none and does nothing", () => {
    expect(plan({ kind: "form", action: "fill" })).toMatchObject({
      reply: { content: "Form fill completed!" },
      effect: { type: "form", action: "fill" },
    });
    expect(plan({ kind: "form", action: "clear" }).reply.content).toBe("Form clear completed!");
    expect(plan({ kind: "form", action: "submit" }).effect).toEqual({ type: "form", action: "submit" });
    const none = plan({ kind: "form", action: "submit" }, bare);
    expect(none.reply.content).toBe("There is no form on this page to submit.");
    expect(none.effect).toEqual({ type: "none" });
  });
});

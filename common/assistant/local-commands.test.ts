import { describe, expect, it } from "vitest";
import { assistantPanel as arabicPanel } from "@common/i18n/ar/assistant-panel";
import { assistantPanel as englishPanel } from "@common/i18n/en/assistant-panel";
import { assistantPanel as frenchPanel } from "@common/i18n/fr/assistant-panel";
import { NAVIGATION_TARGETS, parseLocalCommand, type TNavigationTarget } from "./local-commands";

const navigate = (target: TNavigationTarget) => ({ kind: "navigate", target, path: NAVIGATION_TARGETS[target] });

describe("parseLocalCommand: the widget's local commands", () => {
  it("opens every page the widget lists, by its usual names", () => {
    const phrasings: [string, TNavigationTarget][] = [
      ["open jobs", "jobs"],
      ["go to my resume", "resume"],
      ["open dashboard", "dashboard"],
      ["profile", "profile"],
      ["open companies", "companies"],
      ["open seekers", "seekers"],
      ["open settings", "settings"],
      ["open skills assessment", "skillsAssessment"],
      ["open post job", "postJob"],
      ["open admin", "admin"],
      ["go home", "home"],
      ["open AI agent", "aiAgent"],
    ];
    for (const [text, target] of phrasings) expect(parseLocalCommand(text), text).toEqual(navigate(target));
    expect(Object.keys(NAVIGATION_TARGETS).sort()).toEqual(phrasings.map(([, target]) => target).sort());
  });

  it("opens the settings page for the profile", () => {
    expect(parseLocalCommand("profile")).toEqual({ kind: "navigate", target: "profile", path: "/settings" });
    expect(parseLocalCommand("Open my profile.")).toEqual(navigate("profile"));
  });

  it("scrolls, refreshes and moves through the history", () => {
    expect(parseLocalCommand("scroll to top")).toEqual({ kind: "scroll", to: "top" });
    expect(parseLocalCommand("scroll to the bottom")).toEqual({ kind: "scroll", to: "bottom" });
    expect(parseLocalCommand("Refresh page")).toEqual({ kind: "history", action: "refresh" });
    expect(parseLocalCommand("go back")).toEqual({ kind: "history", action: "back" });
    expect(parseLocalCommand("forward")).toEqual({ kind: "history", action: "forward" });
  });

  it("fills, clears and submits the form, and only the form", () => {
    expect(parseLocalCommand("Fill current form")).toEqual({ kind: "form", action: "fill" });
    expect(parseLocalCommand("clear the form")).toEqual({ kind: "form", action: "clear" });
    expect(parseLocalCommand("submit the form")).toEqual({ kind: "form", action: "submit" });
    expect(parseLocalCommand("send a message to the company")).toBeNull();
    expect(parseLocalCommand("clear filters")).toBeNull();
  });

  it("searches with the words, the country and the city, in the job search's parameter order", () => {
    expect(parseLocalCommand("search for react jobs in Dubai")).toEqual({
      kind: "search",
      term: "react",
      country: "United Arab Emirates",
      city: "Dubai",
      path: "/jobs?search=react&country=United+Arab+Emirates&city=Dubai",
    });
    expect(parseLocalCommand("Search for developer jobs")).toEqual({
      kind: "search",
      term: "developer",
      path: "/jobs?search=developer",
    });
    expect(parseLocalCommand("find remote python jobs in Canada")).toEqual({
      kind: "search",
      term: "python",
      country: "Canada",
      workType: "remote",
      path: "/jobs?search=python&country=Canada&workType=remote",
    });
  });

  it("filters by what follows the verb", () => {
    expect(parseLocalCommand("filter by remote")).toEqual({ kind: "filter", term: "remote" });
    expect(parseLocalCommand("filter")).toBeNull();
  });

  it("leaves questions and free sentences to the server", () => {
    for (const text of [
      "how do I find remote jobs?",
      "what should I learn next",
      "Find good candidates",
      "Find jobs in my field",
      "can I open a second account?",
      "review my resume",
      "I'd like to go to the jobs page later",
      "open the jobs page and search for nurses in Doha with a salary above 5000",
      "",
      "   ",
    ]) {
      expect(parseLocalCommand(text), text).toBeNull();
    }
  });

  it("understands French commands", () => {
    expect(parseLocalCommand("ouvrir le tableau de bord")).toEqual(navigate("dashboard"));
    expect(parseLocalCommand("Ouvre mon profil")).toEqual(navigate("profile"));
    expect(parseLocalCommand("remonte en haut de la page")).toEqual({ kind: "scroll", to: "top" });
    expect(parseLocalCommand("vide le formulaire")).toEqual({ kind: "form", action: "clear" });
    expect(parseLocalCommand("recherche des offres React à Dubaï")).toEqual({
      kind: "search",
      term: "react",
      country: "United Arab Emirates",
      city: "Dubai",
      path: "/jobs?search=react&country=United+Arab+Emirates&city=Dubai",
    });
    expect(parseLocalCommand("comment postuler à une offre ?")).toBeNull();
  });

  it("understands Arabic commands, with their attached prefixes and any letter variant", () => {
    expect(parseLocalCommand("افتح الوظائف")).toEqual(navigate("jobs"));
    expect(parseLocalCommand("روح للرئيسية")).toEqual(navigate("home"));
    expect(parseLocalCommand("مرر للأسفل")).toEqual({ kind: "scroll", to: "bottom" });
    expect(parseLocalCommand("املا النموذج")).toEqual({ kind: "form", action: "fill" });
    expect(parseLocalCommand("ابحث عن وظائف مطور في دبي")).toEqual({
      kind: "search",
      term: "مطور",
      country: "United Arab Emirates",
      city: "Dubai",
      path: `/jobs?${new URLSearchParams({ search: "مطور", country: "United Arab Emirates", city: "Dubai" })}`,
    });
    expect(parseLocalCommand("كيف أبحث عن وظيفة؟")).toBeNull();
  });
});

describe("the widget's own suggestions", () => {
  it("are the same local command in each language, once sent back as a message", () => {
    const english = englishPanel.assistantPanel.suggestions;
    for (const [name, suggestion] of Object.entries(english)) {
      // A search keeps the words as typed, in their language; any other command is the same.
      const meaning = (text: string) => {
        const command = parseLocalCommand(text);
        return command?.kind === "search" ? { kind: "search" } : command;
      };
      expect(meaning(suggestion), suggestion).not.toBeNull();
      for (const panel of [arabicPanel, frenchPanel]) {
        const translated = panel.assistantPanel.suggestions[name as keyof typeof english];
        expect(meaning(translated), translated).toEqual(meaning(suggestion));
      }
    }
  });
});

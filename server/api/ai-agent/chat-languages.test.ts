// POST /api/ai-agent/chat in Arabic and French (the page's language, sent as Accept-Language): the
// built-in engine reads the message in that language, answers in it, its links and buttons lead to
// that language's pages, and each suggestion it offers, sent back as a message, is understood.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectIntent } from "@common/assistant/intents";
import { ZAssistantReplySchema, type TAssistantReply } from "@common/assistant/schema";
import type { TLanguage } from "@common/i18n";
import { insertJob, signedInSeeker, type TSignedInClient, type TTestApp } from "../../test/factories";
import { createTestApp } from "../../test/test-app";

let harness: TTestApp;
let seeker: TSignedInClient;
let dubaiReact: number;

beforeAll(async () => {
  harness = await createTestApp();
  dubaiReact = await insertJob(harness.context.db, {
    title: "React Developer",
    company: "Dune Labs",
    country: "United Arab Emirates",
    city: "Dubai",
    workType: "remote",
    description: "Build our React and TypeScript front end.",
  });
  seeker = await signedInSeeker(harness, { firstName: "Sami" });
});
afterAll(async () => {
  await harness?.close();
});

async function ask(language: TLanguage, message: string): Promise<TAssistantReply> {
  const response = await seeker.post("/api/ai-agent/chat", { message }, { "accept-language": language });
  expect(response.status, response.text).toBe(200);
  return ZAssistantReplySchema.parse(response.json);
}

/** The paths a reply leads to: its Markdown links and its buttons. */
const pathsOf = (reply: TAssistantReply) => [
  ...[...reply.message.matchAll(/\]\((\/[^)\s]*)\)/g)].map((found) => found[1]),
  ...reply.actions.map((action) => action.path),
];

const ARABIC = /[\u0600-\u06ff]/;

describe("the assistant in Arabic and French", () => {
  const cases = [
    { language: "ar", search: "ابحث عن وظائف React في دبي", greeting: "مرحبا", words: ARABIC },
    {
      language: "fr",
      search: "trouve des offres React à Dubaï",
      greeting: "bonjour",
      words: /\b(offres?|pour|les|des|vos|votre)\b/,
    },
  ] as const;

  for (const { language, search, greeting, words } of cases) {
    it(`answers a job search in ${language}, with links and buttons to the ${language} pages`, async () => {
      const reply = await ask(language, search);
      expect(reply.message).toMatch(words);
      expect(reply.message).not.toMatch(/\b(the|your|jobs? in)\b/i);
      expect(reply.message).toContain(`](/${language}/jobs/${dubaiReact})`);
      // The parts of the search are separated as the language writes them, the country named in it.
      expect(reply.message).toContain(
        language === "ar" ? "Dubai، الإمارات العربية المتحدة" : "Dubai, Émirats arabes unis",
      );
      const paths = pathsOf(reply);
      expect(paths.length).toBeGreaterThan(1);
      for (const path of paths) expect(path).toMatch(new RegExp(`^/${language}(/|\\?|$)`));
      for (const action of reply.actions) expect(action.label).toMatch(words);
    });

    it(`understands each suggestion it offers in ${language}, sent back as a message`, async () => {
      const hello = await ask(language, greeting);
      expect(hello.message).toMatch(words);
      expect(hello.suggestions.length).toBeGreaterThan(0);
      for (const suggestion of hello.suggestions) {
        expect(suggestion).toMatch(language === "ar" ? ARABIC : /[a-zé]/);
        expect(detectIntent(suggestion).intent, suggestion).not.toBe("unknown");
      }
      const followUp = await ask(language, hello.suggestions[0]);
      const unknown = await ask(language, "xyzzy plugh");
      expect(followUp.message).not.toBe(unknown.message);
    });
  }
});

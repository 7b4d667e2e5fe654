// A job seeker asks the assistant on /ai-agent at 390 and 1280 px: "find React jobs" streams in a
// reply with a link to a real job, which opens the job page; a welcome chip sends its question; a
// failed request shows the error in the chat and keeps the typed text; after a reload the earlier
// chat is reopened from the list, and another is deleted after confirming. A signed-out visitor
// chats too, one message at a time and never a blank one; a company gets the hiring quick actions.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInput, jobPostingInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, signUpThroughApi, uniqueEmail, type TViewportName } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const JOB_TITLE = "React Platform Engineer";

let server: TRunningServer;
let browser: Browser;
let jobId = 0;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // A company's real job for the assistant to find.
  const company = await openPage(browser, "desktop");
  const companyCall = apiCaller(company.page, server.baseUrl);
  await companyCall("post", "/api/auth/register", companyInput({ email: uniqueEmail("assistant-co") }));
  const job = (await companyCall(
    "post",
    "/api/jobs",
    jobPostingInput({ jobTitle: JOB_TITLE, description: "Build our React and TypeScript design system." }),
  )) as { id: number };
  jobId = job.id;
  await company.context.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const input = (page: Page) => page.getByRole("textbox", { name: "Message the assistant" });
const chat = (page: Page) => page.getByRole("log");
const recentChats = (page: Page) => page.getByRole("region", { name: "Recent chats" });

/** Types a message and sends it with Enter, as a person would. */
async function ask(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
}

async function journey(viewport: TViewportName) {
  const { context, page } = await openPage(browser, viewport);
  await signUpThroughApi(context, server.baseUrl, {
    email: uniqueEmail(`assistant-${viewport}`),
    password: "correct-horse",
    firstName: "Maya",
  });
  await page.goto(`${server.baseUrl}/ai-agent`);
  await page.getByRole("heading", { level: 1, name: "AI Assistant" }).waitFor();
  expect(await page.getByRole("tab", { name: "Chat Assistant" }).getAttribute("aria-selected")).toBe("true");
  await chat(page).getByText("I'm your Hirewise assistant", { exact: false }).waitFor();
  const chips = chat(page).getByRole("list", { name: "Try asking" }).getByRole("button");
  expect(await chips.allTextContents()).toEqual([
    "Find jobs in my field",
    "Help me improve my skills",
    "Review my resume",
    "Find good candidates",
    "Career advice for growth",
  ]);
  await recentChats(page).getByText("No chats yet").waitFor();
  await screenshot(page, "ai-agent-welcome");

  // The reply is asked for as a stream and arrives as one; its job link opens the job page.
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/ai-agent/chat"));
  await ask(page, "find React jobs");
  const response = await answered;
  expect(response.request().headers().accept).toBe("text/event-stream");
  expect(response.headers()["content-type"]).toContain("text/event-stream");
  const jobLink = chat(page).getByRole("link", { name: JOB_TITLE }).first();
  await jobLink.waitFor();
  expect(await input(page).inputValue()).toBe("");
  await recentChats(page)
    .getByRole("button", { name: /^find React jobs/ })
    .waitFor();
  await screenshot(page, "ai-agent-reply");
  expect(await seriousViolations(page)).toEqual([]);
  await jobLink.click();
  await page.waitForURL(new RegExp(`/jobs/${jobId}(-|$)`));
  await page.getByRole("heading", { level: 1, name: JOB_TITLE }).waitFor();

  // A chip sends its question in a new chat.
  await page.goto(`${server.baseUrl}/ai-agent`);
  await chat(page).getByRole("button", { name: "Career advice for growth" }).click();
  await chat(page).getByText("Career advice for growth", { exact: true }).waitFor();
  await expect.poll(() => chat(page).getByRole("list", { name: "Try asking" }).count()).toBe(0);
  await recentChats(page)
    .getByRole("button", { name: /^Career advice for growth/ })
    .waitFor();

  // A request that fails: the error is in the chat and the question is still in the box.
  await page.route("**/api/ai-agent/chat", (route) => route.abort("connectionfailed"));
  await ask(page, "How do I negotiate my salary?");
  await chat(page).getByRole("alert").getByText("The assistant could not answer just now", { exact: false }).waitFor();
  expect(await input(page).inputValue()).toBe("How do I negotiate my salary?");
  await screenshot(page, "ai-agent-failed");
  expect(await seriousViolations(page)).toEqual([]);
  await page.unroute("**/api/ai-agent/chat");

  // After a reload the first chat is reopened from the list, with its job link.
  await page.reload();
  await recentChats(page)
    .getByRole("button", { name: /^find React jobs/ })
    .click();
  await chat(page).getByText("find React jobs", { exact: true }).waitFor();
  await chat(page).getByRole("link", { name: JOB_TITLE }).first().waitFor();
  expect(
    await recentChats(page)
      .getByRole("button", { name: /^find React jobs/ })
      .getAttribute("aria-current"),
  ).toBe("true");

  // The other chat is deleted after confirming.
  await recentChats(page).getByRole("button", { name: 'Delete "Career advice for growth"' }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this chat?" });
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, "Chat deleted");
  await expect
    .poll(() =>
      recentChats(page)
        .getByRole("button", { name: /^Career advice for growth/ })
        .count(),
    )
    .toBe(0);

  // Quick Actions: the cards a job seeker is offered, each asking in the chat.
  await page.getByRole("tab", { name: "Quick Actions" }).click();
  const cards = page.getByRole("tabpanel", { name: "Quick Actions" }).getByRole("button");
  await expect.poll(() => cards.count()).toBe(4);
  await screenshot(page, "ai-agent-quick-actions");
  await cards.filter({ hasText: "Market Insights" }).click();
  await chat(page).getByText("Help me with Market Insights", { exact: true }).waitFor();
  await context.close();
}

describe("a job seeker asks the assistant", () => {
  it("at phone width", () => journey("phone"));
  it("at desktop width", () => journey("desktop"));
});

describe("a signed-out visitor", () => {
  it("chats too, one message at a time, told discreetly that nothing is kept", async () => {
    const { context, page } = await openPage(browser, "phone");
    await page.goto(`${server.baseUrl}/ai-agent`);
    await page.getByText("You are not signed in, so this chat is not saved.").waitFor();
    expect(await recentChats(page).count()).toBe(0);
    // Blank text is ignored: no request, no line in the chat.
    const requests: string[] = [];
    const listings: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/ai-agent/chat")) requests.push(request.postData() ?? "");
      if (request.url().includes("/api/ai-agent/conversations")) listings.push(request.url());
    });
    await ask(page, "   ");
    expect(await chat(page).getByRole("list", { name: "Try asking" }).count()).toBe(1);
    // While a reply is pending nothing more is sent, and the next question waits in the box.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/ai-agent/chat", async (route) => {
      await held;
      await route.continue();
    });
    await ask(page, "find React jobs");
    await chat(page).getByText("The assistant is writing...").waitFor();
    expect(await page.getByRole("button", { name: "Send" }).isDisabled()).toBe(true);
    await ask(page, "and in Dubai?");
    release();
    await chat(page).getByRole("link", { name: JOB_TITLE }).first().waitFor();
    expect(await input(page).inputValue()).toBe("and in Dubai?");
    await page.unroute("**/api/ai-agent/chat");
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0])).toMatchObject({ message: "find React jobs" });
    // Nothing is kept for a visitor, so no list of chats is asked for.
    expect(listings).toEqual([]);
    await screenshot(page, "ai-agent-visitor");
    // A reply that breaks off stays, marked, with the error; the question is kept to resend.
    await page.route("**/api/ai-agent/chat", (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream" },
        body: 'event: chunk\ndata: {"text":"Here is the first half"}\n\n',
      }),
    );
    await input(page).fill("Tell me about remote work");
    await page.getByRole("button", { name: "Send" }).click();
    await chat(page).getByText("This reply was cut off.").waitFor();
    await chat(page).getByText("Here is the first half").waitFor();
    await chat(page).getByRole("alert").waitFor();
    expect(await input(page).inputValue()).toBe("Tell me about remote work");
    await context.close();
  });
});

describe("a company", () => {
  it("is offered the hiring quick actions too", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await apiCaller(page, server.baseUrl)("post", "/api/auth/register", companyInput({ email: uniqueEmail("qa-co") }));
    await page.goto(`${server.baseUrl}/ai-agent`);
    await page.getByRole("tab", { name: "Quick Actions" }).click();
    const cards = page.getByRole("tabpanel", { name: "Quick Actions" }).getByRole("button");
    await expect.poll(() => cards.count()).toBe(6);
    await cards.filter({ hasText: "Find Candidates" }).click();
    await chat(page).getByText("Help me with Find Candidates", { exact: true }).waitFor();
    await context.close();
  });
});

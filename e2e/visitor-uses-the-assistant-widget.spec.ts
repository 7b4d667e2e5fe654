// The floating assistant widget at 390 and 1280 px: only its button loads with the page, the
// panel opens with focus in its input, local commands open pages, search and filter jobs and
// fill the sign-in and sign-up forms without a request, a question reaches the server and its
// reply is shown, and Escape closes the panel with focus back on the button.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, type TViewportName } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
let jobId = 0;
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
  browser = await launchBrowser();
  const { jobs } = (await (await fetch(`${server.baseUrl}/api/jobs?pageSize=1&sort=recent`)).json()) as {
    jobs: { id: number }[];
  };
  jobId = jobs[0].id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const widgetButton = (page: Page) => page.getByRole("button", { name: "AI Assistant", exact: true });
const panel = (page: Page) => page.getByRole("dialog", { name: "AI Assistant" });
const input = (page: Page) => panel(page).getByRole("textbox", { name: "Message the assistant" });
const conversation = (page: Page) => panel(page).getByRole("log");

/** The accessible name of the focused element (its aria-label or its label's text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
    return element.getAttribute("aria-label") ?? label?.textContent ?? element.textContent?.trim() ?? element.tagName;
  });

/** axe-core's serious and critical findings in the widget (its button and its panel), one line each. */
async function widgetViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include("#assistant-widget-panel")
    .include('button[aria-controls="assistant-widget-panel"]')
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}

async function openWidget(page: Page) {
  await widgetButton(page).click();
  await panel(page).waitFor({ state: "visible" });
  await expect.poll(() => focusedName(page)).toBe("Message the assistant");
  expect(await widgetButton(page).getAttribute("aria-expanded")).toBe("true");
}

async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
}

/** The assistant's requests this page made, counted from the moment it is called. */
function chatRequests(page: Page) {
  const bodies: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/ai-agent/chat")) bodies.push(request.postDataJSON());
  });
  return bodies;
}

describe.each<TViewportName>(["phone", "desktop"])("a visitor on %s", (viewport) => {
  it("opens the widget, runs local commands without a request, asks a question and closes it", async () => {
    const { context, page } = await openPage(browser, viewport);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const requests = chatRequests(page);

    await page.goto(`${server.baseUrl}/`);
    expect(await widgetButton(page).getAttribute("aria-expanded")).toBe("false");
    // Only the button came with the page: the panel's code arrives when it is opened.
    expect(scripts.filter((url) => url.includes("assistant-widget-panel"))).toEqual([]);
    await screenshot(page, "assistant-widget-closed");

    await openWidget(page);
    expect(scripts.some((url) => url.includes("assistant-widget-panel"))).toBe(true);
    const chips = panel(page).getByRole("list", { name: "Suggestions" }).getByRole("button");
    expect(await chips.allTextContents()).toEqual([
      "Open job search",
      "Fill current form",
      "Search for developer jobs",
    ]);
    await screenshot(page, "assistant-widget-open");
    // Tab moves through the panel as it reads: back from the box to the chips, on to Send.
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe("Search for developer jobs");
    await page.keyboard.press("Tab");
    await input(page).fill("scroll to bottom");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Send");
    await page.keyboard.press("Enter");
    await conversation(page).getByText("Command executed: scroll to bottom.").waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await input(page).focus();

    // A chip fills the box, then sends: here a navigation.
    await chips.filter({ hasText: "Open job search" }).click();
    await page.waitForURL(`${server.baseUrl}/jobs`);
    await conversation(page).getByText("Navigating to Jobs...").waitFor();

    await say(page, "search for react jobs in Dubai");
    await page.waitForURL((url) => url.pathname === "/jobs" && url.searchParams.get("city") === "Dubai");
    const found = new URL(page.url()).searchParams;
    expect(found.get("search")).toBe("react");
    expect(found.get("country")).toBe("United Arab Emirates");
    await conversation(page).getByText('Searching for "react"...').waitFor();

    // "filter" types into the page's own search box and submits its form.
    await say(page, "filter by designer");
    await page.waitForURL((url) => url.searchParams.get("search") === "designer");
    expect(await page.getByLabel("Job Title or Keywords").inputValue()).toBe("designer");
    await conversation(page).getByText('Filtering results by "designer"...').waitFor();
    await screenshot(page, "assistant-widget-commands");

    await page.keyboard.press("Escape");
    await panel(page).waitFor({ state: "hidden" });
    expect(await widgetButton(page).getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => focusedName(page)).toBe("AI Assistant");
    expect(requests).toEqual([]);

    // Reopened, the conversation is still there.
    await openWidget(page);
    await conversation(page).getByText("Navigating to Jobs...").waitFor();
    await panel(page).getByRole("button", { name: "Close the assistant" }).click();
    await panel(page).waitFor({ state: "hidden" });
    await expect.poll(() => focusedName(page)).toBe("AI Assistant");
    await context.close();
  });

  it("fills the sign-in and sign-up forms with the sample values, and says so when a page has no form", async () => {
    const { context, page } = await openPage(browser, viewport);
    const requests = chatRequests(page);

    await page.goto(`${server.baseUrl}/login`);
    // The panel's code cannot be fetched: a toast says so, and the next click fetches it again.
    const panelCode = "**/assets/assistant-widget-panel-*.js";
    await page.route(panelCode, (route) => route.abort("connectionrefused"));
    await widgetButton(page).click();
    await expectToast(page, "The assistant could not be loaded. Check your connection, then reload the page.");
    expect(await widgetButton(page).getAttribute("aria-expanded")).toBe("false");
    await page.unroute(panelCode);
    await openWidget(page);
    await say(page, "fill form");
    await conversation(page).getByText("Form fill completed!").waitFor();
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("john.doe@example.com");
    expect(await page.getByLabel(/^Password\*?$/).inputValue()).toBe("");
    await screenshot(page, "assistant-widget-login-filled");

    await say(page, "clear form");
    await conversation(page).getByText("Form clear completed!").waitFor();
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("");

    await page.goto(`${server.baseUrl}/register`);
    await openWidget(page);
    await say(page, "Fill current form");
    await conversation(page).getByText("Form fill completed!").waitFor();
    await expect.poll(() => page.getByLabel("First Name").inputValue()).toBe("John");
    expect(await page.getByLabel("Last Name").inputValue()).toBe("Doe");
    expect(await page.getByLabel("Email").inputValue()).toBe("john.doe@example.com");
    // The form's own checks see the values as typed: submitting asks only for what is missing.
    await say(page, "submit form");
    await conversation(page).getByText("Form submit completed!").waitFor();
    await page.locator('[name="password"][aria-invalid="true"]').waitFor();
    for (const label of ["First Name", "Last Name", "Email"]) {
      expect(await page.getByLabel(label).getAttribute("aria-invalid")).not.toBe("true");
    }

    await page.goto(`${server.baseUrl}/jobs/${jobId}`);
    await openWidget(page);
    await say(page, "fill form");
    await conversation(page).getByText("There is no form on this page to fill.").waitFor();
    expect(requests).toEqual([]);
    await context.close();
  });

  it("sends a question to the assistant with the page's context and shows its reply", async () => {
    const { context, page } = await openPage(browser, viewport);
    const requests = chatRequests(page);
    await page.goto(`${server.baseUrl}/jobs?search=nurse`);
    await openWidget(page);

    const answered = page.waitForResponse((response) => response.url().endsWith("/api/ai-agent/chat"));
    await say(page, "How do I write a good cover letter?");
    expect((await answered).status()).toBe(200);
    expect(requests).toEqual([
      {
        message: "How do I write a good cover letter?",
        context: {
          currentUrl: "/jobs?search=nurse",
          pageTitle: await page.title(),
          hasForm: true,
          hasSearchInput: true,
        },
      },
    ]);
    const reply = conversation(page).locator('[aria-busy="false"]').last();
    await reply.waitFor();
    expect((await reply.innerText()).replace(/^Assistant:\s*/, "").trim().length).toBeGreaterThan(20);
    expect(await input(page).inputValue()).toBe("");
    expect(await widgetViolations(page)).toEqual([]);
    await screenshot(page, "assistant-widget-reply");

    // A request that fails says so in the panel and leaves the question in the box to resend.
    await page.route("**/api/ai-agent/chat", (route) => route.abort("connectionrefused"));
    const question = "What should I ask at the end of an interview?";
    await say(page, question);
    await panel(page).getByRole("alert").waitFor();
    await expect.poll(() => input(page).inputValue()).toBe(question);
    expect(await widgetViolations(page)).toEqual([]);
    await page.unroute("**/api/ai-agent/chat");

    // The button stays clear of the page's main actions on its busiest pages.
    await page.keyboard.press("Escape");
    await page.goto(`${server.baseUrl}/jobs/${jobId}`);
    await screenshot(page, "assistant-widget-job-page");
    await page.goto(`${server.baseUrl}/resume-builder`);
    await screenshot(page, "assistant-widget-resume-builder");
    await context.close();
  });
});

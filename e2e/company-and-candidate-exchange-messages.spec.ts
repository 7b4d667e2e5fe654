// Messages between a company and a job seeker through the real UI: the company writes to an
// applicant from the Applicants board; the job seeker sees the unread count in the header, opens
// /messages, reads and replies; the company reads the reply; the job seeker blocks the company,
// and the company can no longer reply until the job seeker unblocks it from the inbox.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInput, jobPostingInput, resumeInput, seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, uniqueEmail } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a company and a candidate exchange messages", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`writes, reads, replies and blocks (${viewport})`, async () => {
      const stamp = `${viewport}${Date.now()}`;
      const companyName = `Harbour Logistics ${stamp}`;
      const jobTitle = `Dispatch Lead ${stamp}`;

      // Set-up through the API: a company with a job, a job seeker who applied to it.
      const company = await openPage(browser, viewport);
      const companyCall = apiCaller(company.page, server.baseUrl);
      await companyCall(
        "post",
        "/api/auth/register",
        companyInput({ email: uniqueEmail("messages-company") }, { name: companyName }),
      );
      const job = (await companyCall("post", "/api/jobs", jobPostingInput({ jobTitle }))) as { id: number };
      const seeker = await openPage(browser, viewport);
      // Signed out, the inbox asks to sign in first.
      await seeker.page.goto(`${server.baseUrl}/messages`);
      await seeker.page.getByRole("heading", { name: "Sign in to read your messages" }).waitFor();
      await seeker.page.getByRole("link", { name: "Sign In" }).first().waitFor();
      await screenshot(seeker.page, "messages-signed-out");
      const seekerCall = apiCaller(seeker.page, server.baseUrl);
      await seekerCall(
        "post",
        "/api/auth/register",
        seekerInput({ email: uniqueEmail("messages-seeker"), firstName: "Layla", lastName: "Haddad" }),
      );
      const resume = (await seekerCall("post", "/api/resumes", resumeInput({ title: "Layla - Dispatch" }))) as {
        id: number;
      };
      await seekerCall("post", "/api/applications", { jobId: job.id, resumeId: resume.id });

      // The company writes to the applicant from the Applicants board.
      const board = company.page;
      await board.goto(`${server.baseUrl}/dashboard`);
      await board.getByRole("tab", { name: "Applicants" }).click();
      await board.getByRole("combobox", { name: "Job" }).selectOption({ label: `${jobTitle} (Active)` });
      await board.getByRole("button", { name: "Message Layla Haddad" }).click();
      const contact = board.getByRole("dialog", { name: "Contact Layla Haddad" });
      await contact.getByRole("button", { name: "Send Message" }).click();
      expect(await contact.getByLabel(/^Subject\*?$/).getAttribute("aria-invalid")).toBe("true");
      await contact.getByLabel(/^Subject\*?$/).fill("Your application");
      await contact
        .getByLabel(/^Message\*?$/)
        .fill("Hello Layla, could we talk on Monday? Details: https://example.com/interview <b>not bold</b>");
      await screenshot(board, "messages-contact-dialog");
      await contact.getByRole("button", { name: "Send Message" }).click();
      await expectToast(board, "Message sent to Layla Haddad");
      await contact.waitFor({ state: "hidden" });

      // The job seeker sees the unread count, opens the inbox and the thread, and replies.
      const { page } = seeker;
      await page.goto(`${server.baseUrl}/dashboard`);
      await page.getByRole("link", { name: "Messages, 1 unread" }).click();
      await page.waitForURL(`${server.baseUrl}/messages`);
      await page.getByRole("link", { name: new RegExp(companyName) }).waitFor();
      await screenshot(page, "messages-inbox");
      await page.getByRole("link", { name: new RegExp(companyName) }).click();
      await page.waitForURL(/\/messages\?thread=\d+$/);
      await page.getByRole("heading", { name: "Your application" }).waitFor();
      const conversation = page.getByRole("region", { name: "Conversation", exact: true });
      await conversation.getByText("<b>not bold</b>", { exact: false }).waitFor();
      const link = conversation.getByRole("link", { name: "https://example.com/interview" });
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
      expect(await link.getAttribute("target")).toBe("_blank");
      await page.getByRole("link", { name: "Messages", exact: true }).waitFor();
      await page.getByLabel("Reply").fill("Monday works for me.");
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await conversation.getByRole("listitem").filter({ hasText: "Monday works for me." }).waitFor();
      await screenshot(page, "messages-thread");

      // The company reads the reply.
      await board.goto(`${server.baseUrl}/dashboard`);
      await board.getByRole("link", { name: "Messages, 1 unread" }).click();
      await board.getByRole("link", { name: /Layla Haddad/ }).click();
      await board
        .getByRole("region", { name: "Conversation", exact: true })
        .getByText("Monday works for me.")
        .waitFor();
      await board.getByRole("link", { name: "Messages", exact: true }).waitFor();
      const threadUrl = board.url();

      // The job seeker blocks the company; the company can no longer reply.
      await page.getByRole("button", { name: "Block company" }).click();
      const confirm = page.getByRole("dialog", { name: `Block ${companyName}?` });
      await confirm.getByRole("button", { name: "Block company" }).click();
      await expectToast(page, `${companyName} is blocked`);
      await page.getByText("You blocked this company", { exact: false }).waitFor();
      if (viewport === "phone") await page.getByRole("link", { name: "Back to conversations" }).click();
      await page.getByRole("heading", { name: "Blocked companies" }).waitFor();
      await page.getByRole("button", { name: `Unblock ${companyName}` }).waitFor();
      await screenshot(page, "messages-blocked");

      await board.goto(threadUrl);
      await board.getByText("You can no longer reply in this conversation.").waitFor();
      expect(await board.getByLabel("Reply").count()).toBe(0);
      await screenshot(board, "messages-company-blocked");

      // The job seeker unblocks it from the inbox; the company may reply again.
      await page.getByRole("button", { name: `Unblock ${companyName}` }).click();
      await expectToast(page, `${companyName} is unblocked`);
      await page.getByRole("heading", { name: "Blocked companies" }).waitFor({ state: "detached" });
      await board.reload();
      await board.getByLabel("Reply").fill("Glad to hear from you again.");
      await board.getByRole("button", { name: "Send", exact: true }).click();
      await board
        .getByRole("region", { name: "Conversation", exact: true })
        .getByRole("listitem")
        .filter({ hasText: "Glad to hear from you again." })
        .waitFor();

      await seeker.context.close();
      await company.context.close();
    });
  }
});

import type { Browser, BrowserContext, Page } from "playwright-core";
import { VIEWPORTS } from "./screenshots";

export type TViewportName = keyof typeof VIEWPORTS;

export async function openPage(
  browser: Browser,
  viewport: TViewportName,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs a user up through the API from inside the browser context, so the session cookie is
 * set without driving the form (for journeys that are not about signing up).
 */
export async function signUpThroughApi(
  context: BrowserContext,
  baseUrl: string,
  user: { email: string; password: string; firstName: string; lastName?: string },
) {
  const response = await context.request.post(`${baseUrl}/api/auth/register`, {
    data: { ...user, acceptTerms: true },
    headers: { origin: baseUrl },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/** The toast region's text (sonner renders toasts in a live region). */
export async function expectToast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ state: "visible" });
}

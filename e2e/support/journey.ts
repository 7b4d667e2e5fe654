import type { Browser, BrowserContext, Page } from "playwright-core";
import { VIEWPORTS } from "./screenshots";

export type TViewportName = keyof typeof VIEWPORTS;

/**
 * React has taken over the page (root.tsx marks the document once hydrated). The server's HTML
 * is drawn first and the scripts start after that first frame (app/lib/paint-first.ts), so the
 * load event can come before hydration: until then links and GET forms work, but a select, a
 * menu button or a client-side check does nothing yet.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * A page whose `goto` and `reload` return once the new document is hydrated, as a person would
 * find it a moment after it appears.
 */
export async function openPage(
  browser: Browser,
  viewport: TViewportName,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
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

/**
 * JSON calls with a page's cookies, as the site's own scripts make them (with the Origin header);
 * each call must succeed, and answers its body. For a journey's set-up steps that are not its subject.
 */
export function apiCaller(page: Page, baseUrl: string) {
  return async (method: "post" | "get" | "put", path: string, data?: unknown) => {
    const response = await page.request[method](`${baseUrl}${path}`, { headers: { Origin: baseUrl }, data });
    if (response.status() >= 300) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
}

/**
 * Waits for the page's finite animations and transitions to end (a toast sliding in, a scene
 * fading), so axe reads colours as they settle rather than half-transparent; endless ones
 * (spinners) are left running.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

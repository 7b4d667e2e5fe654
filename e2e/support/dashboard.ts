import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectToast } from "./journey";

/** A dashboard tile's figure, read by its term ("Applied", "Active Jobs"). */
export async function tile(page: Page, name: string): Promise<string> {
  return (
    (await page
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${name}$`) })
      .locator("xpath=following-sibling::dd")
      .textContent()) ?? ""
  );
}

/** The element that has the keyboard focus, by its accessible label. */
export const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));

/**
 * On the Applicants board, picks the next stage in the card's "Move to" select and presses Move,
 * by keyboard only; the focus then follows the card into its new column.
 */
export async function moveByKeyboard(page: Page, name: string, stage: string) {
  const select = page.getByRole("combobox", { name: `Move ${name} to` });
  await select.focus();
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0].text)).toBe(stage);
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedLabel(page)).toBe(`Move ${name}`);
  await page.keyboard.press("Enter");
  await expectToast(page, `${name} moved to ${stage}`);
  await expect.poll(() => focusedLabel(page)).toBe(name);
}

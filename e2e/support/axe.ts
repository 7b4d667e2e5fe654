import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { settleAnimations } from "./journey";

/**
 * axe-core's serious and critical violations of what is on screen, one line each, once what is
 * moving in has settled (a half-faded toast would fail colour contrast). WCAG 2.5.3 (label in
 * name) is among axe's experimental rules: asked for by name. `include` narrows the check to a
 * part of the page (a tab panel, the main region).
 */
export async function seriousViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } });
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}

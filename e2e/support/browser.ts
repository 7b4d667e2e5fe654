import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The system Chromium or Chrome (browsers are never downloaded by a test tool). */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// closed network refuses (STACK.md).
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found: install it with `apt-get install chromium`.");
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

import { Inbox } from "lucide-react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListState } from "./list-state";

/** The text a reader meets, tags removed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The inner HTML of the first element with this attribute (no nesting of the same tag inside). */
function elementWith(html: string, attribute: string) {
  const match = new RegExp(`<(\\w+)[^>]*${attribute}[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? match[2] : null;
}

describe("ListState", () => {
  it("loading: busy, and says what is loading in a status beside the spinner", () => {
    const html = renderToString(<ListState status="loading" label="Loading applicants..." />);
    expect(html).toContain('aria-busy="true"');
    expect(textOf(elementWith(html, 'role="status"') ?? "")).toBe("Loading applicants...");
    expect(html).toContain("animate-spin");
  });

  it("loading with a placeholder: the skeleton is hidden from screen readers, the status still read", () => {
    const html = renderToString(
      <ListState status="loading" label="Loading saved jobs..." placeholder={<ul className="skeleton" />} />,
    );
    expect(textOf(elementWith(html, 'role="status"') ?? "")).toBe("Loading saved jobs...");
    expect(html).toMatch(/<div aria-hidden="true"><ul class="skeleton">/);
    expect(html).not.toContain("animate-spin");
  });

  it("empty: the title in the heading asked for, the text and the action", () => {
    const html = renderToString(
      <ListState
        status="empty"
        icon={Inbox}
        heading="h3"
        title="No applicants yet"
        body="Applicants appear here."
        action={<a href="/jobs">Browse Jobs</a>}
      />,
    );
    expect(elementWith(html, 'class="text-base font-semibold')).toBe("No applicants yet");
    expect(html).toMatch(/<h3[^>]*>No applicants yet<\/h3>/);
    expect(textOf(html)).toBe("No applicants yet Applicants appear here. Browse Jobs");
    expect(html).not.toContain('role="alert"');
  });

  it("failed: an alert with the message, and a Try again button", () => {
    const html = renderToString(
      <ListState status="failed" message="We could not load the board." retryLabel="Try Again" onRetry={() => {}} />,
    );
    expect(textOf(elementWith(html, 'role="alert"') ?? "")).toBe("We could not load the board.");
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>[\s\S]*Try Again<\/button>/);
  });

  it("failed with an address: Try again is a link that reloads it, working before the scripts run", () => {
    const html = renderToString(
      <ListState
        status="failed"
        isPage
        heading="h1"
        title="Something went wrong"
        message="We could not load the jobs."
        retryLabel="Try again"
        retryHref="/jobs?q=nurse"
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/jobs\?q=nurse"[^>]*>[\s\S]*Try again<\/a>/);
    expect(html).not.toContain("<button");
  });

  it("failed while retrying: the button waits", () => {
    const html = renderToString(
      <ListState status="failed" message="Failed." retryLabel="Try again" onRetry={() => {}} isRetrying />,
    );
    expect(html).toMatch(/<button[^>]*disabled=""/);
  });
});

import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { nextTabIndex, Tabs, type TTab } from "./tabs";

describe("nextTabIndex (the tabs' keyboard)", () => {
  it("steps right and left through the tabs, wrapping at both ends", () => {
    expect(nextTabIndex("ArrowRight", 0, 5)).toBe(1);
    expect(nextTabIndex("ArrowRight", 4, 5)).toBe(0);
    expect(nextTabIndex("ArrowLeft", 2, 5)).toBe(1);
    expect(nextTabIndex("ArrowLeft", 0, 5)).toBe(4);
  });

  it("mirrors the arrows right to left", () => {
    expect(nextTabIndex("ArrowLeft", 0, 5, true)).toBe(1);
    expect(nextTabIndex("ArrowRight", 0, 5, true)).toBe(4);
  });

  it("goes to the first tab on Home and the last on End", () => {
    expect(nextTabIndex("Home", 3, 5)).toBe(0);
    expect(nextTabIndex("End", 1, 5)).toBe(4);
  });

  it("leaves every other key (Tab, Enter, the vertical arrows) to the browser", () => {
    for (const key of ["Tab", "Enter", " ", "ArrowDown", "ArrowUp", "a"]) expect(nextTabIndex(key, 2, 5)).toBeNull();
    expect(nextTabIndex("ArrowRight", 0, 0)).toBeNull();
  });
});

type TKey = "overview" | "jobs" | "analytics";
const TABS: TTab<TKey>[] = [
  { key: "overview", label: "Overview", panel: <p>Overview panel</p> },
  { key: "jobs", label: "Jobs", panel: <p>Jobs panel</p> },
  { key: "analytics", label: "Analytics", panel: <p>Analytics panel</p> },
];

/** The server HTML's elements of a role, each as its opening tag. */
function tagsOf(html: string, role: string) {
  return [...html.matchAll(new RegExp(`<(a|button|div)[^>]*role="${role}"[^>]*>`, "g"))].map((match) => match[0]);
}
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

describe("Tabs", () => {
  const render = (tabs: TTab<TKey>[], selected: TKey) =>
    renderToString(<Tabs label="Dashboard sections" tabs={tabs} selected={selected} onSelect={() => {}} />);

  it("renders a labelled tablist whose selected tab alone is in the Tab order", () => {
    const html = render(TABS, "jobs");
    expect(tagsOf(html, "tablist")).toEqual([expect.stringContaining('aria-label="Dashboard sections"')]);
    const tabs = tagsOf(html, "tab");
    expect(tabs.map((tag) => attribute(tag, "aria-selected"))).toEqual(["false", "true", "false"]);
    expect(tabs.map((tag) => attribute(tag, "tabindex"))).toEqual(["-1", "0", "-1"]);
  });

  it("ties each tab to its panel both ways and hides the panels not selected", () => {
    const html = render(TABS, "analytics");
    const tabs = tagsOf(html, "tab");
    const panels = tagsOf(html, "tabpanel");
    expect(panels).toHaveLength(3);
    tabs.forEach((tab, index) => {
      expect(attribute(tab, "aria-controls")).toBe(attribute(panels[index], "id"));
      expect(attribute(panels[index], "aria-labelledby")).toBe(attribute(tab, "id"));
    });
    expect(panels.map((panel) => / hidden=""/.test(panel))).toEqual([true, true, false]);
    // Every panel stays mounted, so what is typed or chosen in one survives a switch.
    expect(html).toContain("Overview panel");
    expect(html).toContain("Jobs panel");
  });

  it("renders a tab with an address as a link to it, so it works before the scripts run", () => {
    const html = render(
      TABS.map((tab) => ({ ...tab, href: `?tab=${tab.key}` })),
      "overview",
    );
    const tabs = tagsOf(html, "tab");
    expect(tabs.every((tag) => tag.startsWith("<a"))).toBe(true);
    expect(tabs.map((tag) => attribute(tag, "href"))).toEqual(["?tab=overview", "?tab=jobs", "?tab=analytics"]);
    const buttons = tagsOf(render(TABS, "overview"), "tab");
    expect(buttons.every((tag) => tag.startsWith("<button") && attribute(tag, "type") === "button")).toBe(true);
  });

  it("wraps the tabs into rows instead of scrolling them sideways", () => {
    const [tablist] = tagsOf(render(TABS, "overview"), "tablist");
    expect(attribute(tablist, "class")).toContain("flex-wrap");
    expect(attribute(tablist, "class")).not.toContain("overflow-x-auto");
  });
});

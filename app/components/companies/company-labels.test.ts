import { describe, expect, it } from "vitest";
import { companyInitials, websiteHost } from "./company-labels";

describe("companyInitials", () => {
  it.each([
    ["Nimbus Cloudworks", "NC"],
    ["Qanat", "Q"],
    ["atlas 100% foods", "AF"],
    ["3M", "3"],
    ["  Ünal & Partners ", "ÜP"],
    ["(Brackets) Ltd", "BL"],
    ["شركة النور", "شا"],
    ["", ""],
  ])("%s → %s", (name, initials) => {
    expect(companyInitials(name)).toBe(initials);
  });
});

describe("websiteHost", () => {
  it("shows the host without www", () => {
    expect(websiteHost("https://www.acme.example.com/about?x=1")).toBe("acme.example.com");
    expect(websiteHost("http://acme.example")).toBe("acme.example");
  });
});

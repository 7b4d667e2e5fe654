// /job-search answers a permanent redirect to /jobs that keeps the whole query string and the language.
import { describe, expect, it } from "vitest";
import { loader } from "./job-search";

function run(url: string, language = "en"): Response {
  return loader({ request: new Request(url), params: {}, context: { language } } as Parameters<typeof loader>[0]);
}

describe("/job-search", () => {
  it("answers 308 to /jobs keeping the query string", () => {
    const response = run("https://hirewise.example/job-search?search=designer&workType=remote&page=2");
    expect(response.status).toBe(308);
    expect(response.headers.get("Location")).toBe("/jobs?search=designer&workType=remote&page=2");
  });

  it("answers 308 to plain /jobs without a query string", () => {
    const response = run("https://hirewise.example/job-search");
    expect(response.status).toBe(308);
    expect(response.headers.get("Location")).toBe("/jobs");
  });

  it("stays in the reader's language", () => {
    const response = run("https://hirewise.example/ar/job-search?search=designer", "ar");
    expect(response.status).toBe(308);
    expect(response.headers.get("Location")).toBe("/ar/jobs?search=designer");
  });
});

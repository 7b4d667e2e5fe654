import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "@common/applications/pipeline";
import { APPLICATION_STATUSES as STORED_STATUSES } from "../../db/schema";

describe("the application statuses", () => {
  it("are the same list in the pipeline rules and the database", () => {
    expect([...APPLICATION_STATUSES]).toEqual([...STORED_STATUSES]);
  });
});

import { describe, expect, it } from "vitest";
import { isTextField, sampleFieldFor, type TFieldFacts } from "./form-fields";

const field = (facts: Partial<TFieldFacts>): TFieldFacts => ({
  tagName: "INPUT",
  type: "text",
  autocomplete: "",
  name: "",
  id: "",
  ...facts,
});

describe("sampleFieldFor: which sample 'fill form' types", () => {
  it("reads the fields of our sign-in and sign-up forms", () => {
    expect(sampleFieldFor(field({ type: "email", autocomplete: "email", name: "email" }))).toBe("email");
    expect(sampleFieldFor(field({ autocomplete: "given-name", name: "firstName" }))).toBe("firstName");
    expect(sampleFieldFor(field({ autocomplete: "family-name", name: "lastName" }))).toBe("lastName");
    expect(sampleFieldFor(field({ autocomplete: "name", name: "company.contactName" }))).toBe("fullName");
    expect(sampleFieldFor(field({ type: "password", autocomplete: "new-password", name: "password" }))).toBeNull();
  });

  it("never types a person's name into a company's name, a title, a city or a search box", () => {
    expect(sampleFieldFor(field({ autocomplete: "organization", name: "company.name" }))).toBeNull();
    expect(sampleFieldFor(field({ autocomplete: "organization-title", name: "company.contactTitle" }))).toBeNull();
    expect(sampleFieldFor(field({ autocomplete: "address-level2", name: "company.city" }))).toBeNull();
    expect(sampleFieldFor(field({ type: "search", name: "search" }))).toBeNull();
    expect(sampleFieldFor(field({ name: "companyName" }))).toBeNull();
    expect(sampleFieldFor(field({ name: "jobTitle" }))).toBeNull();
    expect(sampleFieldFor(field({ tagName: "TEXTAREA", type: "textarea", name: "name" }))).toBeNull();
  });

  it("falls back to the type, then the name or id, when autocomplete says nothing", () => {
    expect(sampleFieldFor(field({ type: "tel", autocomplete: "on" }))).toBe("phone");
    expect(sampleFieldFor(field({ type: "email", autocomplete: "off" }))).toBe("email");
    expect(sampleFieldFor(field({ name: "contact-email" }))).toBe("email");
    expect(sampleFieldFor(field({ id: "mobile" }))).toBe("phone");
    expect(sampleFieldFor(field({ name: "first_name" }))).toBe("firstName");
    expect(sampleFieldFor(field({ name: "surname" }))).toBe("lastName");
    expect(sampleFieldFor(field({ name: "fullName" }))).toBe("fullName");
    expect(sampleFieldFor(field({ name: "name" }))).toBe("fullName");
    expect(sampleFieldFor(field({ autocomplete: "section-a shipping tel" }))).toBe("phone");
  });
});

describe("isTextField: what 'clear form' empties", () => {
  it("text inputs and text areas, never boxes, choices or buttons", () => {
    for (const type of ["text", "email", "tel", "url", "search", "number", "password", ""]) {
      expect(isTextField({ tagName: "INPUT", type })).toBe(true);
    }
    expect(isTextField({ tagName: "TEXTAREA", type: "textarea" })).toBe(true);
    for (const type of ["checkbox", "radio", "file", "submit", "hidden", "date"]) {
      expect(isTextField({ tagName: "INPUT", type })).toBe(false);
    }
    expect(isTextField({ tagName: "SELECT", type: "select-one" })).toBe(false);
  });
});

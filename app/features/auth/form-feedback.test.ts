import { describe, expect, it } from "vitest";
import { flattenFieldErrors, pickValidationToast, toFormFieldIssues } from "./form-feedback";

describe("flattenFieldErrors", () => {
  it("turns react-hook-form's nested errors into dotted paths, skipping refs", () => {
    const errors = {
      email: { type: "invalid_format", message: "validation.invalidEmail", ref: { name: "email" } },
      company: { name: { type: "too_small", message: "validation.required", ref: {} } },
    };
    expect(flattenFieldErrors(errors)).toEqual([
      { path: "email", message: "validation.invalidEmail" },
      { path: "company.name", message: "validation.required" },
    ]);
  });
});

describe("pickValidationToast", () => {
  const issue = (message: string, path = "field") => ({ path, message });

  it("names missing information first", () => {
    expect(
      pickValidationToast(
        [issue("passwordPolicy.tooShort"), issue("validation.required"), issue("validation.passwordMismatch")],
        "authForm.missingRequiredFields",
      ),
    ).toEqual({ title: "authForm.missingTitle", description: "authForm.missingRequiredFields" });
  });

  it("uses the login wording when asked", () => {
    expect(pickValidationToast([issue("validation.required")], "authForm.missingAllFields")).toEqual({
      title: "authForm.missingTitle",
      description: "authForm.missingAllFields",
    });
  });

  it("then a password mismatch, then a short password", () => {
    expect(
      pickValidationToast(
        [issue("passwordPolicy.tooShort"), issue("validation.passwordMismatch")],
        "authForm.missingRequiredFields",
      ),
    ).toEqual({ title: "authForm.mismatchTitle", description: "authForm.mismatchDescription" });
    expect(pickValidationToast([issue("passwordPolicy.tooShort")], "authForm.missingRequiredFields")).toEqual({
      title: "authForm.tooShortTitle",
      description: "authForm.tooShortDescription",
    });
  });

  it("shows no toast for problems the spec leaves to the field message", () => {
    expect(
      pickValidationToast(
        [issue("validation.acceptTerms"), issue("validation.invalidEmail")],
        "authForm.missingRequiredFields",
      ),
    ).toBeNull();
  });
});

describe("toFormFieldIssues", () => {
  const fields = ["company.name", "company.contactName", "email", "password"];

  it("keeps the API's catalog keys, in field order", () => {
    expect(
      toFormFieldIssues({ email: "errors.emailTaken", "company.name": "validation.required" }, { fields }),
    ).toEqual([
      { path: "company.name", message: "validation.required" },
      { path: "email", message: "errors.emailTaken" },
    ]);
  });

  it("renames aliased fields and drops fields the form lacks", () => {
    expect(
      toFormFieldIssues(
        { firstName: "validation.tooLong", lastName: "validation.required", userType: "validation.invalidUserType" },
        { fields, aliases: { firstName: "company.contactName", lastName: "company.name" } },
      ),
    ).toEqual([
      { path: "company.name", message: "validation.required" },
      { path: "company.contactName", message: "validation.tooLong" },
    ]);
  });
});

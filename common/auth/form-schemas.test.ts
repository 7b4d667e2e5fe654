import { describe, expect, it } from "vitest";
import { ZRegisterSchema } from "./schemas";
import {
  formatLocation,
  splitFullName,
  toCompanyRegisterBody,
  toSeekerRegisterBody,
  ZCompanyRegisterFormSchema,
  ZSeekerRegisterFormSchema,
} from "./form-schemas";

const seeker = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "Ada@Example.com",
  password: "river-stone-7",
  confirmPassword: "river-stone-7",
  location: "",
  acceptTerms: true,
};

const company = {
  company: {
    name: "Acme Robotics",
    website: "https://acme.example",
    industry: "Technology",
    size: "11-50",
    description: "We build robots.",
    contactName: "Grace Hopper",
    contactTitle: "HR Manager",
    country: "Germany",
    city: "Berlin",
  },
  email: "hr@acme.example",
  password: "river-stone-7",
  acceptTerms: true,
};

/** Field path -> first message, as react-hook-form shows them. */
function fieldMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

describe("ZSeekerRegisterFormSchema", () => {
  it("accepts a complete form and normalises like the API", () => {
    const result = ZSeekerRegisterFormSchema.safeParse({ ...seeker, lastName: "  ", location: " Berlin, Germany " });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: "ada@example.com", lastName: undefined, location: "Berlin, Germany" });
  });

  it("requires first name, email, password and its confirmation", () => {
    const result = ZSeekerRegisterFormSchema.safeParse({
      ...seeker,
      firstName: " ",
      email: "",
      password: "",
      confirmPassword: "",
    });
    expect(fieldMessages(result)).toEqual({
      firstName: "validation.required",
      email: "validation.required",
      password: "validation.required",
      confirmPassword: "validation.required",
    });
  });

  it("reports passwords that differ on the confirmation field", () => {
    const result = ZSeekerRegisterFormSchema.safeParse({ ...seeker, confirmPassword: "river-stone-8" });
    expect(fieldMessages(result)).toEqual({ confirmPassword: "validation.passwordMismatch" });
  });

  it("reports a mismatch together with other problems in one pass", () => {
    const result = ZSeekerRegisterFormSchema.safeParse({ ...seeker, firstName: "", confirmPassword: "other-stone-12" });
    expect(fieldMessages(result)).toEqual({
      firstName: "validation.required",
      confirmPassword: "validation.passwordMismatch",
    });
  });

  it("rejects a password under 8 characters", () => {
    const result = ZSeekerRegisterFormSchema.safeParse({ ...seeker, password: "abc", confirmPassword: "abc" });
    expect(fieldMessages(result)).toEqual({ password: "passwordPolicy.tooShort" });
  });

  it("requires the terms box to be ticked", () => {
    const result = ZSeekerRegisterFormSchema.safeParse({ ...seeker, acceptTerms: false });
    expect(fieldMessages(result)).toEqual({ acceptTerms: "validation.acceptTerms" });
  });

  it("uses the API's rules: an invalid email fails the same way", () => {
    const form = fieldMessages(ZSeekerRegisterFormSchema.safeParse({ ...seeker, email: "not-an-email" }));
    const api = fieldMessages(ZRegisterSchema.safeParse({ ...seeker, email: "not-an-email" }));
    expect(form.email).toBe("validation.invalidEmail");
    expect(api.email).toBe(form.email);
  });
});

describe("toSeekerRegisterBody", () => {
  const parse = (input: object) => ZSeekerRegisterFormSchema.parse({ ...seeker, ...input });

  it("sends the API's fields, without the confirmation", () => {
    expect(toSeekerRegisterBody(parse({}), null)).toEqual({
      email: "ada@example.com",
      password: "river-stone-7",
      firstName: "Ada",
      lastName: "Lovelace",
      acceptTerms: true,
      userType: "jobseeker",
      location: undefined,
    });
  });

  it("adds country and city while the location is the detected one", () => {
    const detected = { country: "Germany", city: "Berlin" };
    const body = toSeekerRegisterBody(parse({ location: formatLocation(detected) }), detected);
    expect(body).toMatchObject({ location: "Berlin, Germany", country: "Germany", city: "Berlin" });
    expect(ZRegisterSchema.safeParse(body).success).toBe(true);
  });

  it("sends only the text once the person typed another place", () => {
    const body = toSeekerRegisterBody(parse({ location: "Lyon, France" }), { country: "Germany", city: "Berlin" });
    expect(body.location).toBe("Lyon, France");
    expect(body).not.toHaveProperty("country");
    expect(body).not.toHaveProperty("city");
  });
});

describe("formatLocation", () => {
  it("writes City, Country, or the country alone", () => {
    expect(formatLocation({ country: "Japan", city: "Tokyo" })).toBe("Tokyo, Japan");
    expect(formatLocation({ country: "Japan" })).toBe("Japan");
  });
});

describe("ZCompanyRegisterFormSchema", () => {
  it("requires company name, contact name, email and password", () => {
    const result = ZCompanyRegisterFormSchema.safeParse({
      ...company,
      company: { ...company.company, name: "", contactName: "  " },
      email: "",
      password: "",
    });
    expect(fieldMessages(result)).toEqual({
      "company.name": "validation.required",
      "company.contactName": "validation.required",
      email: "validation.required",
      password: "validation.required",
    });
  });

  it("rejects a password under 8 characters and unticked terms", () => {
    const result = ZCompanyRegisterFormSchema.safeParse({ ...company, password: "12345", acceptTerms: false });
    expect(fieldMessages(result)).toEqual({
      password: "passwordPolicy.tooShort",
      acceptTerms: "validation.acceptTerms",
    });
  });

  it("treats unchosen selects and empty optional fields as absent", () => {
    const result = ZCompanyRegisterFormSchema.parse({
      ...company,
      company: { ...company.company, website: "", industry: "", size: "", description: "", country: "", city: "" },
    });
    expect(result.company).toEqual({
      name: "Acme Robotics",
      website: undefined,
      industry: undefined,
      size: undefined,
      description: undefined,
      contactName: "Grace Hopper",
      contactTitle: "HR Manager",
      country: undefined,
      city: undefined,
    });
  });

  it("takes a website as typed (acme.example is https://acme.example), and rejects what is not one", () => {
    const typed = ZCompanyRegisterFormSchema.parse({
      ...company,
      company: { ...company.company, website: "acme.example" },
    });
    expect(typed.company.website).toBe("https://acme.example");
    const result = ZCompanyRegisterFormSchema.safeParse({
      ...company,
      company: { ...company.company, website: "acme", industry: "Piracy" },
    });
    expect(fieldMessages(result)).toEqual({
      "company.website": "validation.invalidUrl",
      "company.industry": "validation.invalidOption",
    });
  });
});

describe("splitFullName", () => {
  it("takes the first word as the first name and the rest as the last name", () => {
    expect(splitFullName("  Rana   Khoury ")).toEqual({ firstName: "Rana", lastName: "Khoury" });
    expect(splitFullName("Ana María de la Cruz")).toEqual({ firstName: "Ana", lastName: "María de la Cruz" });
    expect(splitFullName("Madonna")).toEqual({ firstName: "Madonna", lastName: "" });
  });
});

describe("toCompanyRegisterBody", () => {
  it("maps the form to the exact API body", () => {
    const body = toCompanyRegisterBody(ZCompanyRegisterFormSchema.parse(company));
    expect(body).toEqual({
      email: "hr@acme.example",
      password: "river-stone-7",
      firstName: "Grace",
      lastName: "Hopper",
      userType: "company",
      acceptTerms: true,
      company: {
        name: "Acme Robotics",
        website: "https://acme.example",
        industry: "Technology",
        size: "11-50",
        description: "We build robots.",
        contactName: "Grace Hopper",
        contactTitle: "HR Manager",
        country: "Germany",
        city: "Berlin",
      },
    });
    const api = ZRegisterSchema.parse(body);
    expect(api.userType).toBe("company");
    expect(api.company?.name).toBe("Acme Robotics");
  });
});

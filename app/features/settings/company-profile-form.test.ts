import { describe, expect, it } from "vitest";
import type { TCompanyOwnProfile } from "@common/companies/profile";
import { companyProfileResolver, toBody, toFormValues } from "./company-profile-form";

const profile: TCompanyOwnProfile = {
  id: 7,
  name: "Atlas Freight",
  website: "https://atlas.example.com",
  industry: "Logistics & Transportation",
  size: "51-200",
  country: "Morocco",
  countryCode: "MA",
  city: "Casablanca",
  description: "Freight across the Maghreb.",
  foundedYear: 1998,
  socialLinks: { linkedin: "https://www.linkedin.com/company/atlas", x: null, facebook: null, instagram: null },
  contactName: "Salma Idrissi",
  contactTitle: null,
  logoUrl: "/api/companies/7/logo",
  hasUploadedLogo: false,
  publicPath: "/companies/7-atlas-freight",
};

async function resolve(values: ReturnType<typeof toFormValues>) {
  return companyProfileResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe("the Company section's form", () => {
  it("holds a saved profile as text and sends it back as the body it was", async () => {
    const values = toFormValues(profile);
    expect(values.foundedYear).toBe("1998");
    expect(values.contactTitle).toBe("");
    expect(values.socialLinks).toEqual({ linkedin: profile.socialLinks.linkedin, x: "", facebook: "", instagram: "" });
    expect(toBody(values)).toMatchObject({
      name: "Atlas Freight",
      industry: "Logistics & Transportation",
      size: "51-200",
      country: "Morocco",
      city: "Casablanca",
      foundedYear: 1998,
    });
    expect((await resolve(values)).errors).toEqual({});
  });

  it("sends a select left on its placeholder and an empty year as null", () => {
    const body = toBody({ ...toFormValues(profile), industry: "", size: "", country: "", city: "", foundedYear: " " });
    expect(body).toMatchObject({ industry: null, size: null, country: null, city: "", foundedYear: null });
  });

  it("puts the schema's messages under the fields they name, social links included", async () => {
    const values = {
      ...toFormValues(profile),
      name: "  ",
      website: "javascript:alert(1)",
      foundedYear: "19x8",
      socialLinks: { linkedin: "", x: "ftp://x.example.com", facebook: "", instagram: "" },
    };
    const { errors } = await resolve(values);
    expect(errors.name?.message).toBe("validation.required");
    expect(errors.website?.message).toBe("validation.invalidUrl");
    expect(errors.foundedYear?.message).toBe("validation.invalidNumber");
    expect(errors.socialLinks?.x?.message).toBe("validation.invalidUrl");
  });

  it("refuses a city that is not in the country", async () => {
    const { errors } = await resolve({ ...toFormValues(profile), city: "Paris" });
    expect(errors.city?.message).toBe("validation.invalidOption");
  });

  it("refuses a founding year before 1800 or after this year", async () => {
    const next = String(new Date().getUTCFullYear() + 1);
    for (const year of ["1799", next]) {
      const { errors } = await resolve({ ...toFormValues(profile), foundedYear: year });
      expect(errors.foundedYear?.message).toBe("companyProfile.validation.foundedYear");
    }
  });
});

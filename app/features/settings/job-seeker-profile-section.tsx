import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { buildCandidateCard } from "@common/job-seeker-profile/candidate-card";
import {
  AVAILABILITIES,
  HEADLINE_MAX,
  ZJobSeekerProfileSchema,
  type TJobSeekerProfile,
  type TJobSeekerProfileAnswer,
  type TJobSeekerProfileInput,
  type TJobSeekerProfileView,
} from "@common/job-seeker-profile/schemas";
import { COUNTRIES, citiesFor, getCountry } from "@common/locations";
import { CandidateCard } from "~/components/candidates/candidate-card";
import { buttonClasses, Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { ApiError } from "~/lib/api-client";
import { useCurrentUser } from "~/lib/current-user";
import { dismissFailures, notify } from "~/lib/notify";
import { resumeChoiceLabel } from "~/lib/resume-choice";
import { saveJobSeekerProfile } from "~/api/me";
import { useFormatLocale } from "~/lib/format-locale";

type TField = keyof TJobSeekerProfile;

/** The form's values: selects and text fields hold strings, "" for nothing chosen. */
interface TFormValues {
  visible: boolean;
  resumeId: string;
  headline: string;
  availability: string;
  country: string;
  city: string;
  willingToRelocate: boolean;
}

function toFormValues(profile: TJobSeekerProfileAnswer): TFormValues {
  return {
    visible: profile.visible,
    resumeId: profile.resumeId === null ? "" : String(profile.resumeId),
    headline: profile.headline ?? "",
    availability: profile.availability ?? "",
    country: profile.countryCode ?? "",
    city: profile.city ?? "",
    willingToRelocate: profile.willingToRelocate,
  };
}

function toBody(values: TFormValues): TJobSeekerProfileInput {
  return {
    visible: values.visible,
    resumeId: values.resumeId === "" ? null : Number(values.resumeId),
    headline: values.headline,
    availability: values.availability === "" ? null : (values.availability as TJobSeekerProfileInput["availability"]),
    country: values.country === "" ? null : values.country,
    city: values.city === "" ? null : values.city,
    willingToRelocate: values.willingToRelocate,
  };
}

/**
 * The job-seeker profile, in /settings > Profile for job seekers: "Visible to
 * employers", the resume they see, headline, availability, location, relocation and the years
 * of experience computed from the resume; beside it a live preview of the card employers see.
 */
export function JobSeekerProfileSection({ initial }: { initial: TJobSeekerProfileView }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const currentUser = useCurrentUser();
  const [ownResumes, setOwnResumes] = useState(initial.resumes);
  const [values, setValues] = useState(() => toFormValues(initial.profile));
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isSavedVisible, setIsSavedVisible] = useState(initial.profile.visible);
  const translate = t as (key: string) => string;

  const body = toBody(values);
  const chosenResume = ownResumes.find((resume) => String(resume.id) === values.resumeId) ?? null;
  const person = currentUser ?? { firstName: initial.card.name, lastName: "", profileImageUrl: initial.card.avatarUrl };
  const card = buildCandidateCard({
    person,
    profile: {
      headline: values.headline.trim() || null,
      availability: body.availability ?? null,
      country: body.country ?? null,
      city: body.city ?? null,
      willingToRelocate: values.willingToRelocate,
    },
    resume: chosenResume,
  });
  const countryName = getCountry(values.country)?.name;

  const update = (changes: Partial<TFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes) as TField[]) delete next[key];
      return next;
    });
  };

  const failed = () =>
    notify({
      title: t("seekerProfile.failedTitle"),
      description: t("seekerProfile.failedBody"),
      variant: "destructive",
    });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = ZJobSeekerProfileSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<TField, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as TField] ??= issue.message;
      setErrors(found);
      failed();
      return;
    }
    setIsSaving(true);
    let saved: TJobSeekerProfileView;
    try {
      saved = await saveJobSeekerProfile(body);
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fieldErrors as Partial<Record<TField, string>>) : {});
      failed();
      return;
    } finally {
      setIsSaving(false);
    }
    setOwnResumes(saved.resumes);
    setIsSavedVisible(saved.profile.visible);
    setValues(toFormValues(saved.profile));
    setErrors({});
    dismissFailures();
    notify({
      title: t("seekerProfile.successTitle"),
      description: saved.profile.visible ? t("seekerProfile.successVisible") : t("seekerProfile.successHidden"),
    });
  }

  const switchRow = (name: "visible" | "willingToRelocate", label: string, hint: string) => (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={`seeker-${name}-label`} className="text-sm font-medium text-gray-900">
          {label}
        </p>
        <p id={`seeker-${name}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      </div>
      <Switch
        id={`seeker-${name}`}
        isOn={values[name]}
        onChange={(isOn) => update({ [name]: isOn })}
        labelledBy={`seeker-${name}-label`}
        describedBy={`seeker-${name}-hint`}
      />
    </div>
  );

  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t("seekerProfile.title")}</h2>
      <p className="mt-1 text-sm text-gray-600">{t("seekerProfile.description")}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <form noValidate onSubmit={onSubmit} className="min-w-0 space-y-5">
          {switchRow("visible", t("seekerProfile.visible"), t("seekerProfile.visibleHint"))}
          {ownResumes.length > 0 ? (
            <FormField id="seeker-resume" label={t("seekerProfile.resume")} error={errors.resumeId}>
              {(control) => (
                <select
                  {...control}
                  className={inputClasses}
                  value={values.resumeId}
                  onChange={(event) => update({ resumeId: event.target.value })}
                >
                  <option value="">{t("seekerProfile.resumePlaceholder")}</option>
                  {ownResumes.map((resume) => (
                    <option key={resume.id} value={String(resume.id)}>
                      {resumeChoiceLabel(resume, t, locale)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : (
            <div className="space-y-1.5">
              <p className="text-sm font-medium text-gray-900">{t("seekerProfile.resume")}</p>
              <p className="text-sm text-gray-600">{t("seekerProfile.noResumes")}</p>
              <Link to="/resume-builder" className={buttonClasses({ variant: "secondary" })}>
                {t("seekerProfile.createResume")}
              </Link>
              {errors.resumeId ? (
                <p role="alert" className="text-sm text-red-700">
                  {translate(errors.resumeId)}
                </p>
              ) : null}
            </div>
          )}
          <FormField
            id="seeker-headline"
            label={t("seekerProfile.headline")}
            hint={t("seekerProfile.headlineHint")}
            error={errors.headline}
          >
            {(control) => (
              <Input
                {...control}
                name="headline"
                maxLength={HEADLINE_MAX}
                value={values.headline}
                onChange={(event) => update({ headline: event.target.value })}
              />
            )}
          </FormField>
          <FormField id="seeker-availability" label={t("seekerProfile.availability")} error={errors.availability}>
            {(control) => (
              <select
                {...control}
                className={inputClasses}
                value={values.availability}
                onChange={(event) => update({ availability: event.target.value })}
              >
                <option value="">{t("seekerProfile.availabilityPlaceholder")}</option>
                {AVAILABILITIES.map((availability) => (
                  <option key={availability} value={availability}>
                    {t(`seekerProfile.availabilities.${availability}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="seeker-country" label={t("seekerProfile.country")} error={errors.country}>
              {(control) => (
                <select
                  {...control}
                  className={inputClasses}
                  autoComplete="country"
                  value={values.country}
                  onChange={(event) => update({ country: event.target.value, city: "" })}
                >
                  <option value="">{t("seekerProfile.countryPlaceholder")}</option>
                  {COUNTRIES.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="seeker-city" label={t("seekerProfile.city")} error={errors.city}>
              {(control) => (
                <select
                  {...control}
                  className={inputClasses}
                  value={values.city}
                  disabled={!countryName}
                  onChange={(event) => update({ city: event.target.value })}
                >
                  <option value="">{t("seekerProfile.cityPlaceholder")}</option>
                  {citiesFor(countryName).map((city) => (
                    <option key={city} value={city}>
                      {city}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          {switchRow("willingToRelocate", t("seekerProfile.relocate"), t("seekerProfile.relocateHint"))}
          <FormField
            id="seeker-years"
            label={t("seekerProfile.yearsOfExperience")}
            hint={t("seekerProfile.yearsOfExperienceHint")}
          >
            {(control) => (
              <Input {...control} readOnly value={card.yearsOfExperience} className="max-w-32 bg-gray-50" />
            )}
          </FormField>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? t("settings.saving") : t("seekerProfile.save")}
          </Button>
        </form>
        <section aria-labelledby="seeker-preview-title" className="min-w-0">
          <h3 id="seeker-preview-title" className="text-sm font-semibold text-gray-900">
            {t("seekerProfile.previewTitle")}
          </h3>
          <p className="mt-1 text-sm text-gray-600">{t("seekerProfile.previewHint")}</p>
          <CandidateCard card={card} headingLevel={4} className="mt-3" />
          <p
            className={
              values.visible
                ? "mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-800"
                : "mt-3 rounded-lg bg-gray-100 p-3 text-sm text-gray-700"
            }
          >
            {!values.visible
              ? t("seekerProfile.previewHidden")
              : isSavedVisible
                ? t("seekerProfile.previewVisible")
                : t("seekerProfile.previewUnsaved")}
          </p>
        </section>
      </div>
    </Card>
  );
}

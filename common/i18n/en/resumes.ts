// Resumes: validation and API messages. The builder
// page's own texts are in resume-builder.ts.
export const resumes = {
  resumes: {
    validation: {
      fullNameRequired: "Full name is required",
      invalidEmail: "Invalid email address",
      phoneRequired: "Phone number is required",
      locationRequired: "Location is required",
      companyRequired: "Company is required",
      positionRequired: "Position is required",
      startDateRequired: "Start date is required",
      institutionRequired: "Institution is required",
      degreeRequired: "Degree is required",
      fieldRequired: "Field of study is required",
      graduationDateRequired: "Graduation date is required",
      languageRequired: "Language is required",
      certificationRequired: "Certification name is required",
      nameRequired: "Enter a name",
      skillRequired: "Enter a skill",
      duplicateSkill: "Each skill can be listed only once",
      titleRequired: "Resume title is required",
      month: "Enter a month as YYYY-MM",
      endBeforeStart: "End date cannot be before the start date",
      list: "Enter a list",
      tooMany: "Too many entries",
    },
    errors: {
      notFound: "Resume not found.",
      seekersOnly: "Only job seeker accounts can keep resumes.",
      adminReadOnly: "Administrators can read other users' resumes but not change them.",
      nothingToEnhance: "Write a summary or an experience description first, then enhance it with AI.",
      nothingToSummarize: "Fill in your experience, education or skills first, then generate the summary.",
      invalidJsonResume: "This file is not a JSON Resume document.",
      pdfBusy: "Many PDFs are being prepared right now. Try again in a few seconds.",
      pdfTooManyAtOnce: "Your last two downloads are still being prepared. Wait for them, then try again.",
      pdfCancelled: "The download was cancelled before it started.",
    },
    // Appended to the title of a duplicated resume.
    copySuffix: " (copy)",
    // A resume in a list to choose from (the match tile, the resume employers see).
    choice: "{{title}} (updated {{date}})",
    // The title of a resume imported from a file, until its owner renames it.
    importedTitle: "Imported {{date}}",
  },
} as const;

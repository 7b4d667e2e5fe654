// Importing a JSON Resume document (server/services/resumes/json-resume-import.ts). The list of
// parts that could not be imported is plain English built by the mapper, not catalog text.
export const resumeImport = {
  resumeImport: {
    notAnObject: "This file is not a JSON Resume: it must contain one JSON object.",
    nothingToImport: "This file has nothing to import: no name, contact details, experience, education or skills.",
    unreadable: "This file could not be read as a JSON Resume.",
    invalidJson: "This file is not valid JSON.",
    title: "Import a JSON Resume",
    imported: "Resume imported. Check every section, then save it.",
    unmappedIntro: "These parts of the file have no place in a Hirewise resume and were left out:",
  },
} as const;

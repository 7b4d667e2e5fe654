// The candidate directory (/seekers, "Find Job Seekers"), the candidate profile dialog and
// Saved Candidates. Texts quoted by spec-2 are copied verbatim.
export const seekers = {
  seekers: {},
} as const;

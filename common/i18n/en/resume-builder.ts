// The resume builder page (spec-1 "Resume builder", section 8 toasts). Spec texts verbatim.
export const resumeBuilder = {
  resumeBuilder: {
    title: "AI Resume Builder",
  },
} as const;

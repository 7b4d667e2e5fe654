// /employer-demo: the self-running walkthrough of the employer side, with sample data.
export const employerDemo = {
  employerDemo: {},
} as const;

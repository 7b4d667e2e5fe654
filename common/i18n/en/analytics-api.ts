// The analytics call's answers (/api/admin/analytics).
export const analyticsApi = {
  analyticsApi: {},
} as const;

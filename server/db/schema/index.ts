// The database schema, one file per domain. Add a table to its domain's file (or a new file
// exported here), then `npm run db:generate` for the migration.
export * from "./accounts";
export * from "./jobs";
export * from "./resumes";
export * from "./profiles";
export * from "./applications";
export * from "./mail";
export * from "./uploads";
export * from "./events";
export * from "./tasks";
export * from "./settings";
export * from "./messages";
export * from "./alerts";
export * from "./assistant";
export * from "./site";
export * from "./job-import";

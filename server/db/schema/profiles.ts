// Job seekers' profiles as employers see them.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { AVAILABILITIES } from "@common/job-seeker-profile/schemas";
import { users } from "./accounts";
import { resumes } from "./resumes";

// A job seeker's profile as employers see it (the Profile tab of /settings): hidden until the
// owner makes it visible; the candidate directory and the matching engine read only visible ones.
export const jobSeekerProfiles = pgTable(
  "job_seeker_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    visible: boolean("visible").notNull().default(false),
    resumeId: integer("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    headline: text("headline"),
    availability: text("availability", { enum: AVAILABILITIES }),
    country: text("country"),
    city: text("city"),
    willingToRelocate: boolean("willing_to_relocate").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_seeker_profiles_visible_idx")
      .on(table.country)
      .where(sql`visible`),
  ],
);

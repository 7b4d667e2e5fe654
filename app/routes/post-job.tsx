import { Building2, FileQuestion, LogIn } from "lucide-react";
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import { permissions } from "@common/auth/permissions";
import { AccessGate, AccessGateLink } from "~/components/shell/access-gate";
import { PostJobForm } from "~/features/post-job/post-job-form";
import { loadJobToEdit, loadPostingDefaults } from "~/features/post-job/post-job.server";
import { PostJobSidebar } from "~/features/post-job/post-job-sidebar";
import { refusePage, requireUser } from "~/lib/guards.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/post-job";

// Posting a job needs an account: a signed-out visitor gets a sign-up prompt that keeps
// /post-job for after signing in (docs/product.md#post-job). Company accounts and
// administrators post; a job seeker is told a company account needs its own work e-mail.
//
// /post-job?edit={id} edits one of the company's jobs with the same form; a job that is not there
// or not the user's to edit answers 404.
export async function loader({ context, request }: Route.LoaderArgs) {
  const access = requireUser(context);
  const user = context.currentUser;
  if (access !== "allowed" || !user) return refusePage(access === "allowed" ? "signed-out" : access);
  if (!permissions.postJobs(user)) return refusePage("denied");
  const defaults = await loadPostingDefaults(context, user);
  const editParam = new URL(request.url).searchParams.get("edit");
  if (editParam === null) return { access, defaults, editing: null };
  const jobId = Number(editParam);
  const values = await loadJobToEdit(context, user, jobId);
  if (!values) return data({ access: "missing" as const }, { status: 404 });
  return { access, defaults, editing: { jobId, values } };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  const isEditing = loaderData && "editing" in loaderData && loaderData.editing !== null;
  return buildMeta({
    t,
    matches,
    title: t(isEditing ? "postJob.editMetaTitle" : "postJob.metaTitle"),
    description: t("postJob.metaDescription"),
    path: "/post-job",
    publicUrl: root.publicUrl,
  });
}

export default function PostJobPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if ("defaults" in loaderData) {
    const { editing } = loaderData;
    return (
      <div className="page-container py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">
          {t(editing ? "postJob.editHeading" : "postJob.heading")}
        </h1>
        <p className="mt-2 text-base text-gray-700">{t(editing ? "postJob.editIntro" : "postJob.intro")}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          {/* A new key per job, so moving from one edit to another starts the form afresh. */}
          <PostJobForm key={editing?.jobId ?? "new"} defaults={loaderData.defaults} editing={editing ?? undefined} />
          <PostJobSidebar />
        </div>
      </div>
    );
  }
  if (loaderData.access === "missing") {
    return (
      <AccessGate icon={FileQuestion} title={t("postJob.notFoundTitle")} body={t("postJob.notFoundBody")}>
        <AccessGateLink to="/dashboard?tab=jobs">{t("postJob.backToJobs")}</AccessGateLink>
      </AccessGate>
    );
  }
  if (loaderData.access === "denied") {
    return (
      <AccessGate icon={Building2} title={t("postJob.seekerGate.title")} body={t("postJob.seekerGate.body")}>
        <AccessGateLink to="/register-company">{t("postJob.seekerGate.createCompany")}</AccessGateLink>
      </AccessGate>
    );
  }
  return (
    <AccessGate icon={LogIn} title={t("postJobGate.title")} body={t("postJobGate.body")}>
      <AccessGateLink to="/register-company" returnTo="/post-job">
        {t("postJobGate.createAccount")}
      </AccessGateLink>
      <AccessGateLink to="/login" returnTo="/post-job" variant="secondary">
        {t("postJobGate.signIn")}
      </AccessGateLink>
    </AccessGate>
  );
}

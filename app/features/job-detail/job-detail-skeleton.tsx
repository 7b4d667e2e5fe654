import { useTranslation } from "react-i18next";

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-gray-200 ${className}`} />;
}

/** Placeholders shaped like the job page, while a client-side navigation loads the job. */
export function JobDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-6 sm:py-10" aria-busy="true">
      <p role="status" className="sr-only">
        {t("jobDetail.loading")}
      </p>
      <div aria-hidden="true">
        <Bar className="h-5 w-28" />
        <div className="mt-6 flex gap-4">
          <Bar className="size-14 shrink-0 rounded-xl sm:size-16" />
          <div className="flex-1 space-y-3">
            <Bar className="h-8 w-3/4 max-w-md" />
            <Bar className="h-5 w-40" />
            <Bar className="h-4 w-56" />
          </div>
        </div>
        <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
              <Bar className="h-4 w-20" />
              <Bar className="h-5 w-28" />
            </div>
          ))}
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10">
          <div className="space-y-3 lg:order-2">
            <div className="space-y-4 rounded-xl border border-gray-200 bg-white p-6">
              <Bar className="h-6 w-48" />
              <Bar className="h-12 w-full rounded-lg" />
            </div>
          </div>
          <div className="space-y-3 lg:order-1">
            <Bar className="h-6 w-44" />
            <Bar className="h-4 w-full" />
            <Bar className="h-4 w-full" />
            <Bar className="h-4 w-11/12" />
            <Bar className="h-4 w-4/5" />
          </div>
        </div>
      </div>
    </div>
  );
}

import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Users } from "lucide-react";
import { ADMIN_USER_FILTERS, type TAdminUser } from "@common/admin/users";
import { absoluteDate } from "@common/jobs/format";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { AdminListSearch } from "../list-search";
import { AdminPagination, FirstPageLink } from "../admin-pagination";
import { AdminTable, BADGE, Cell } from "../admin-table";
import { choiceParam, pageParam, useAdminParams } from "../admin-url";
import { adminUsersPath, fetchAdminUsers } from "./api";
import { dateTime } from "../format";
import { UserActions } from "./user-actions";
import { useRemote } from "../use-remote";
import { AdminListStates } from "../list-states";
import { useFormatLocale } from "~/lib/format-locale";

/**
 * The console's Users tab (?tab=users&q=&role=&page=): search by name or e-mail, the role
 * filter, and every account with its role, e-mail confirmation, "Verified" badge, dates and
 * suspension, each with its actions. It reads only while shown.
 */
export function UsersTab() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { params, update } = useAdminParams();
  const searchId = useId();
  const isShown = params.get("tab") === "users";
  const q = (params.get("q") ?? "").trim();
  const role = choiceParam(params.get("role"), ADMIN_USER_FILTERS, "all");
  const page = pageParam(params.get("page"));
  const { state, refresh, retry } = useRemote(isShown ? adminUsersPath({ q, role, page }) : null, fetchAdminUsers);

  return (
    <section aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className="text-lg font-semibold text-gray-900">
        {t("adminUsersTab.title")}
      </h2>
      <div className="mt-4">
        <AdminListSearch
          label={t("adminUsersTab.searchLabel")}
          placeholder={t("adminUsers.searchPlaceholder")}
          buttonLabel={t("adminUsersTab.search")}
          q={q}
          maxLength={200}
          hidden={{ tab: "users", role: role === "all" ? null : role }}
          onSearch={(value) => update({ q: value, page: null })}
          filter={{
            label: t("adminUsers.roleFilter"),
            value: role,
            className: "sm:w-56",
            onPick: (value) => update({ role: value === "all" ? null : value, page: null }),
            options: ADMIN_USER_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`adminUsersTab.filters.${filter}`)}
              </option>
            )),
          }}
        />
      </div>

      <AdminListStates
        className="mt-6"
        state={state}
        loadingLabel={t("adminUsersTab.loading")}
        failedMessage={(error) => t(errorMessageKey(error, "adminUsersTab.failed"))}
        retryLabel={t("adminUsersTab.retry")}
        onRetry={retry}
        empty={{
          icon: Users,
          heading: "h3",
          title: t("adminUsers.empty"),
          body: q || role !== "all" ? t("adminUsersTab.emptyFiltered") : undefined,
          action: page > 1 ? <FirstPageLink page={page} /> : undefined,
        }}
      >
        {(data) => (
          <>
            <p className="mb-3 text-sm text-gray-700">{t("adminUsersTab.count", { count: data.total })}</p>
            <AdminTable
              caption={t("adminUsersTab.caption")}
              minWidth="min-w-[58rem]"
              columns={[
                { label: t("adminUsers.columns.name") },
                { label: t("adminUsers.columns.email") },
                { label: t("adminUsers.columns.role") },
                { label: t("adminUsers.columns.emailConfirmed") },
                { label: t("adminUsers.columns.verified") },
                { label: t("adminUsers.columns.joined") },
                { label: t("adminUsers.columns.lastSignIn") },
                { label: t("adminUsersTab.status") },
                { label: t("adminUsers.columns.actions"), className: "text-end" },
              ]}
            >
              {data.items.map((user) => (
                <UserRow key={user.id} user={user} locale={locale} onChanged={refresh} />
              ))}
            </AdminTable>
            <AdminPagination page={page} total={data.total} pageSize={data.pageSize} />
          </>
        )}
      </AdminListStates>
    </section>
  );
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cn(BADGE, value ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-700")}>
      {t(value ? "adminUsers.yes" : "adminUsers.no")}
    </span>
  );
}

function UserRow({ user, locale, onChanged }: { user: TAdminUser; locale: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <tr className={cn(user.isSuspended && "bg-red-50/40")}>
      <Cell>
        <p className="font-medium text-gray-900">
          {name}
          {user.isSelf ? <span className="ms-1 font-normal text-gray-600">{t("adminUsersTab.you")}</span> : null}
        </p>
        {user.companyName ? <p className="text-gray-600">{user.companyName}</p> : null}
      </Cell>
      <Cell className="min-w-44 [overflow-wrap:anywhere]">{user.email}</Cell>
      <Cell>
        <span className="flex flex-wrap items-center gap-1.5">
          {t(`adminUsers.roles.${user.userType}`)}
          {user.role === "admin" ? (
            <span className={cn(BADGE, "bg-primary-100 text-primary-800")}>{t("adminUsers.roles.admin")}</span>
          ) : null}
        </span>
      </Cell>
      <Cell>
        <YesNo value={user.emailConfirmed} />
      </Cell>
      <Cell>
        <YesNo value={user.isVerified} />
      </Cell>
      <Cell className="whitespace-nowrap">{absoluteDate(user.createdAt, locale)}</Cell>
      <Cell>{user.lastSignInAt ? dateTime(user.lastSignInAt, locale) : t("adminUsers.never")}</Cell>
      <Cell>
        {user.isSuspended ? (
          <span className={cn(BADGE, "bg-red-100 text-red-800")}>{t("adminUsers.suspendedBadge")}</span>
        ) : (
          <span className="text-gray-700">{t("adminUsersTab.active")}</span>
        )}
      </Cell>
      <Cell className="text-end">
        <UserActions user={user} name={name} onChanged={onChanged} />
      </Cell>
    </tr>
  );
}

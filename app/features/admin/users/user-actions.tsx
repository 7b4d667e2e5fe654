import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { BadgeCheck, BadgeX, MoreVertical, ShieldMinus, ShieldPlus, Trash2, UserCheck, UserX } from "lucide-react";
import type { TAdminUser } from "@common/admin/users";
import { Button, buttonClasses, PlainButton } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import { deleteAdminUser, reinstateAdminUser, setAdminUserRole, setAdminUserVerified, suspendAdminUser } from "./api";
import { userActionsFor, type TUserAction } from "./user-action-rules";

/** The actions that ask first: they end sessions or remove the account. */
type TConfirmed = "suspend" | "delete";

const DONE = {
  makeAdmin: "adminUsers.done.roleGranted",
  removeAdmin: "adminUsers.done.roleRemoved",
  markVerified: "adminUsers.done.verified",
  removeVerified: "adminUsers.done.unverified",
  suspend: "adminUsers.done.suspended",
  reinstate: "adminUsers.done.reinstated",
  delete: "adminUsers.done.deleted",
} as const;

function run(action: TUserAction, userId: number): Promise<unknown> {
  switch (action) {
    case "makeAdmin":
      return setAdminUserRole(userId, true);
    case "removeAdmin":
      return setAdminUserRole(userId, false);
    case "markVerified":
      return setAdminUserVerified(userId, true);
    case "removeVerified":
      return setAdminUserVerified(userId, false);
    case "suspend":
      return suspendAdminUser(userId);
    case "reinstate":
      return reinstateAdminUser(userId);
    case "delete":
      return deleteAdminUser(userId);
  }
}

const ICONS = {
  makeAdmin: ShieldPlus,
  removeAdmin: ShieldMinus,
  markVerified: BadgeCheck,
  removeVerified: BadgeX,
  suspend: UserX,
  reinstate: UserCheck,
  delete: Trash2,
} as const;

/** A row's menu of actions, each answered by a toast and a fresh list; suspend and delete ask first. */
export function UserActions({ user, name, onChanged }: { user: TAdminUser; name: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<TConfirmed | null>(null);
  const [isPending, setPending] = useState(false);
  const actions = userActionsFor(user);

  async function act(action: TUserAction) {
    setPending(true);
    try {
      await run(action, user.id);
      dismissFailures();
      notify({ title: t(DONE[action], { name }) });
      setConfirming(null);
      onChanged();
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "adminUsersTab.actionFailed")),
        description: name,
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <PlainButton
            className={buttonClasses({ variant: "ghost", size: "icon" })}
            aria-label={t("adminUsersTab.actionsFor", { name })}
            disabled={isPending}
          >
            <MoreVertical aria-hidden="true" className="size-5" />
          </PlainButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-56">
          {actions.map((action) => {
            const Icon = ICONS[action];
            return (
              <Fragment key={action}>
                {action === "delete" ? <DropdownMenuSeparator /> : null}
                <DropdownMenuItem
                  className={
                    action === "delete"
                      ? "text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 [&_svg]:text-red-700"
                      : undefined
                  }
                  onSelect={() =>
                    action === "suspend" || action === "delete" ? setConfirming(action) : void act(action)
                  }
                >
                  <Icon aria-hidden="true" />
                  {t(`adminUsersTab.actions.${action}`)}
                </DropdownMenuItem>
              </Fragment>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && !isPending && setConfirming(null)}>
        {confirming ? (
          <DialogContent
            title={t(confirming === "suspend" ? "adminUsers.confirm.suspendTitle" : "adminUsers.confirm.deleteTitle", {
              name,
            })}
            closeLabel={t("adminUsersTab.close")}
          >
            <DialogDescription className="mt-2 text-sm text-gray-700">
              {t(confirming === "suspend" ? "adminUsers.confirm.suspendBody" : "adminUsers.confirm.deleteBody")}
            </DialogDescription>
            <p className="mt-3 text-sm font-medium [overflow-wrap:anywhere] text-gray-900">{user.email}</p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" disabled={isPending}>
                  {t("adminUsersTab.cancel")}
                </Button>
              </DialogClose>
              <Button variant="destructive" disabled={isPending} onClick={() => void act(confirming)}>
                {isPending
                  ? t("adminUsersTab.working")
                  : t(confirming === "suspend" ? "adminUsersTab.confirmSuspend" : "adminUsersTab.confirmDelete")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

import { ListState, type TListStateProps } from "~/components/ui/list-state";
import type { TRemoteState } from "./use-remote";

/**
 * A console list read with useRemote: loading, failed (its message, Try again), empty (what
 * there is not), or the page of rows `children` draws. The region is polite-live, so a reader
 * hears the list arrive.
 */
export function AdminListStates<TData extends { items: unknown[] }>(props: {
  state: TRemoteState<TData>;
  className?: string;
  loadingLabel: string;
  failedMessage: (error: unknown) => string;
  retryLabel: string;
  onRetry: () => void;
  empty: Omit<Extract<TListStateProps, { status: "empty" }>, "status">;
  children: (data: TData) => React.ReactNode;
}) {
  const { state } = props;
  return (
    <div className={props.className} aria-live="polite">
      {state.status === "idle" || state.status === "loading" ? (
        <ListState status="loading" label={props.loadingLabel} />
      ) : state.status === "failed" ? (
        <ListState
          status="failed"
          message={props.failedMessage(state.error)}
          retryLabel={props.retryLabel}
          onRetry={props.onRetry}
        />
      ) : state.data.items.length === 0 ? (
        <ListState status="empty" {...props.empty} />
      ) : (
        props.children(state.data)
      )}
    </div>
  );
}

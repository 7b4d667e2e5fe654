import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { fetchUnreadCount } from "~/api/messages";
import { onMessagesChanged } from "~/lib/unread-messages";

/**
 * The number of threads with a message the reader has not read, fetched after hydration, on
 * each navigation and whenever a feature announces it read or sent a message; 0 until known or
 * when the count cannot be fetched.
 */
export function useUnreadMessages(isEnabled: boolean): number {
  const location = useLocation();
  const [count, setCount] = useState(0);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    if (!isEnabled) return;
    return onMessagesChanged(() => setChanges((value) => value + 1));
  }, [isEnabled]);

  useEffect(() => {
    if (!isEnabled) return;
    let isCurrent = true;
    fetchUnreadCount().then(
      (answer) => isCurrent && setCount(answer.count),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isEnabled, location.pathname, location.search, changes]);

  return isEnabled ? count : 0;
}

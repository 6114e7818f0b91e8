// The 'Item added to order' notice: seen for 2 seconds (or until closed) and said by the site's
// announcer. The provider holds the message; <NoticeSlot> shows it where the page puts it in the
// reading order (after the main heading), not at the end of the page.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { announce } from "./announcer";
import { useHydrated } from "../hydrated";

const NOTICE_MS = 2000;

interface NoticeState {
  message: string | null;
  close: () => void;
}

const NotifyContext = createContext<(message: string) => void>(() => {});
const NoticeContext = createContext<NoticeState>({ message: null, close: () => {} });
export const useNotice = () => useContext(NotifyContext);

export function NoticeProvider({ initial, children }: { initial: string | null; children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const close = useCallback(() => setMessage(null), []);
  const notify = useCallback((m: string) => {
    // A repeated message starts its 2 seconds again; the announcer reads it again.
    setMessage(null);
    queueMicrotask(() => setMessage(m));
    announce(m);
  }, []);
  // Arriving with a message (after an add that posted the page): with JavaScript the announcer says it.
  useEffect(() => {
    if (initial) announce(initial);
  }, [initial]);
  useEffect(() => {
    if (!message) return;
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => setMessage(null), NOTICE_MS);
    return () => clearTimeout(timer.current ?? undefined);
  }, [message]);
  return (
    <NotifyContext.Provider value={notify}>
      <NoticeContext.Provider value={{ message, close }}>{children}</NoticeContext.Provider>
    </NotifyContext.Provider>
  );
}

/**
 * Where the notice sits in the page. Without JavaScript it arrives with the page after an add (a
 * status: nothing else will say it); with JavaScript the announcer says it, and the close control
 * (which needs JavaScript) appears.
 */
export function NoticeSlot({ render }: { render: (notice: NoticeState & { live: boolean; closable: boolean }) => ReactNode }) {
  const notice = useContext(NoticeContext);
  const hydrated = useHydrated();
  return render({ ...notice, live: !hydrated, closable: hydrated });
}

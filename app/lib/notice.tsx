// The 'Item added to order' notice: one polite live region per page; it dismisses itself after
// 2 seconds or when closed.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";

export const NOTICE_MS = 2000;

const NoticeContext = createContext<(message: string) => void>(() => {});
export const useNotice = () => useContext(NoticeContext);

export function NoticeProvider({
  initial,
  children,
  render,
}: {
  initial: string | null;
  children: ReactNode;
  render: (message: string | null, close: () => void) => ReactNode;
}) {
  const [message, setMessage] = useState<string | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const close = useCallback(() => setMessage(null), []);
  const notify = useCallback((m: string) => {
    setMessage(null);
    // A fresh message in the live region is announced even when the text repeats.
    queueMicrotask(() => setMessage(m));
  }, []);
  useEffect(() => {
    if (!message) return;
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => setMessage(null), NOTICE_MS);
    return () => clearTimeout(timer.current ?? undefined);
  }, [message]);
  return (
    <NoticeContext.Provider value={notify}>
      {children}
      {render(message, close)}
    </NoticeContext.Provider>
  );
}

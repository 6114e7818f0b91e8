// A component whose module is fetched when it is first rendered, not with the page (decision 023).
// The server renders it in the page as any other (app/entry.server.tsx writes every part in place);
// in the browser it takes over once its module has arrived, inside a Suspense boundary of its own,
// so the rest of the page meanwhile runs.
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** Runs `start` once the browser is idle (soon after at the latest); returns the cancel. */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 200);
  return () => window.clearTimeout(id);
}

/**
 * Fetches a module once the page has started and the browser is idle: not part of the page's
 * first load, but there before the customer asks for what it draws (a modal, say).
 */
export function useLoadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
}

/**
 * A module fetched once the page is idle, for code a page runs rather than draws (checks as the
 * customer types, say): null until it has come, so the page must do without it meanwhile.
 */
export function useModuleWhenIdle<M extends object>(load: () => Promise<M>): M | null {
  const [loaded, setLoaded] = useState<M | null>(null);
  useEffect(
    () =>
      whenIdle(
        () =>
          void load().then(
            (m) => setLoaded(() => m),
            () => undefined,
          ),
      ),
    [load],
  );
  return loaded;
}

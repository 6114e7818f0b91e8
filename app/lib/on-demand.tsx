// A component whose module is fetched when it is first rendered, not with the page (decision 023).
// The server renders it in the page as any other (app/entry.server.tsx writes every part in place);
// in the browser it takes over once its module has arrived, inside a Suspense boundary of its own,
// so the rest of the page meanwhile runs.
import { lazy, Suspense, type ComponentType } from "react";

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

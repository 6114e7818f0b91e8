// Whether the page's JavaScript has taken over: false while the server renders and while React
// hydrates its HTML (so both agree), true from the render after.
import { useEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): its links and forms are
 * then React Router's. Called from the root's layout, whose effect runs after every other of the
 * first render, on error pages too.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    return () => {
      delete document.documentElement.dataset.hydrated;
    };
  }, []);
}

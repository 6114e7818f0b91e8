// Whether the page's JavaScript has taken over: false while the server renders and while React
// hydrates its HTML (so both agree), true from the render after.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

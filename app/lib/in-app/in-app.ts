// Whether the page is shown inside the brand's app (in-app mode, from the session: the server
// renders the in-app layout with JavaScript off too).
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../root";

export function useInApp(): boolean {
  return useRouteLoaderData<RootData>("root")?.inApp ?? false;
}

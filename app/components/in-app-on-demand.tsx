// In-app mode's chrome (app/components/in-app-chrome.tsx) is fetched only by in-app pages: a web
// customer's pages never load its script (decision 023). The server renders it in the page as
// before; in the browser each part takes over once its module has arrived, the rest of the page
// meanwhile running.
import { lazy, Suspense, type ComponentProps } from "react";
import type { AppClose, InAppHost } from "./in-app-chrome";

const chrome = () => import("./in-app-chrome");
const LazyAppClose = lazy(() => chrome().then((m) => ({ default: m.AppClose })));
const LazyInAppHost = lazy(() => chrome().then((m) => ({ default: m.InAppHost })));

/** The header's close button (in-app pages only). */
export function AppCloseOnDemand(props: ComponentProps<typeof AppClose>) {
  return (
    <Suspense fallback={null}>
      <LazyAppClose {...props} />
    </Suspense>
  );
}

/** The wiring to the app and the loading messages (in-app pages only). */
export function InAppHostOnDemand(props: ComponentProps<typeof InAppHost>) {
  return (
    <Suspense fallback={null}>
      <LazyInAppHost {...props} />
    </Suspense>
  );
}

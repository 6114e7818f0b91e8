// In-app mode's chrome (app/components/in-app/in-app-chrome.tsx) is fetched only by in-app pages: a web
// customer's pages never load its script (decision 023).
import { onDemand } from "../../lib/on-demand";

const chrome = () => import("./in-app-chrome");

/** The header's close button (in-app pages only). */
export const AppCloseOnDemand = onDemand(() => chrome().then((m) => m.AppClose));

/** The wiring to the app and the loading messages (in-app pages only). */
export const InAppHostOnDemand = onDemand(() => chrome().then((m) => m.InAppHost));

/** The in-app Back bar at the top of the journey's pages (in-app pages only). */
export const InAppBackBarOnDemand = onDemand(() => chrome().then((m) => m.InAppBackBar));

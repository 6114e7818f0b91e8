// Before the browser tests: the pages recorded for the Nu Html Checker start empty, so the check
// after the run sees this run's pages only.
import { rmSync } from "node:fs";

import { HTML_PAGES_DIR } from "./html-recorder";

export default function globalSetup() {
  rmSync(HTML_PAGES_DIR, { recursive: true, force: true });
}

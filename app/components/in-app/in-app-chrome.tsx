// In-app mode's own chrome, one module that only in-app pages load (app/components/in-app/in-app-on-demand.tsx):
// the header's close button, the Back bar, the wiring to the app and the loading messages.
import type { RootData } from "../../root";
import { LoadingMessages } from "./loading-messages";
import { NativeAppHost } from "./native-app-host";

export { AppClose } from "./app-close";
export { InAppBackBar } from "./in-app-back-bar";

/** The page's wiring to the app and its loading messages, at the end of the body. */
export function InAppHost({ bridge, basketCount }: { bridge: NonNullable<RootData["bridge"]>; basketCount: number }) {
  return (
    <>
      <NativeAppHost {...bridge} basketCount={basketCount} />
      <LoadingMessages />
    </>
  );
}

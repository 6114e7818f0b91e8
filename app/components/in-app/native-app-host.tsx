// In-app pages only: loads the page's wiring to the app (app/lib/in-app/app-host.ts) once the page runs,
// and tells the app whenever the basket has been emptied.
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { noteBasketCount } from "../../lib/in-app/app-messages";

export function NativeAppHost({
  parentOrigin,
  externalDeliveryUrl,
  basketCount,
}: {
  parentOrigin: string;
  externalDeliveryUrl: string | null;
  basketCount: number;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import("../../lib/in-app/app-host").then((host) => {
      if (!cancelled) stop = host.startAppHost({ parentOrigin, externalDeliveryUrl, navigate: (to) => void navigate(to) });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [parentOrigin, externalDeliveryUrl, navigate]);
  useEffect(() => noteBasketCount(basketCount), [basketCount]);
  return null;
}

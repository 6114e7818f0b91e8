// One focus policy after a client navigation (docs/decisions/010-keyboard-and-focus.md): a new
// page puts focus on its heading (PageHeading), as the server's `autofocus` does without
// JavaScript, unless something on the new page has already claimed focus (a modal's heading, an
// error summary). A change of query on the same page (a filter, a dialog opened by its URL) keeps
// focus where the customer is, unless that element is gone. Back and forward keep the restored
// scroll position.
import { useEffect, useRef } from "react";
import { useLocation, useNavigation, useNavigationType } from "react-router";
import { PAGE_FOCUS_ATTRIBUTE } from "../../components/site/page-heading";

function pageFocusTarget(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>(`main [${PAGE_FOCUS_ATTRIBUTE}]`) ??
    document.querySelector<HTMLElement>("main h1") ??
    document.querySelector<HTMLElement>("main")
  );
}

export function useNavigationFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const before = useRef<{ pathname: string; focused: Element | null }>({ pathname: location.pathname, focused: null });
  const first = useRef(true);

  // What had focus as the navigation began: if it still has it afterwards, nobody claimed focus.
  useEffect(() => {
    if (navigation.state !== "idle") before.current.focused = document.activeElement;
  }, [navigation.state]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const { pathname, focused } = before.current;
    before.current = { pathname: location.pathname, focused: null };
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    const claimed = !lost && active !== focused;
    if (claimed) return;
    if (pathname === location.pathname && !lost) return;
    const target = pageFocusTarget();
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus({ preventScroll: navigationType === "POP" });
  }, [location.key, location.pathname, navigationType]);
}

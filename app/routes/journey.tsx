// The layout of every page under /:mode (/collection/… and /delivery/…): its middleware reads the
// journey from the address once, answering 404 for any other first segment, and hands it to the
// pages below through the router context (`journeyMode(context)`). It draws nothing of its own.
import { data, Outlet } from "react-router";
import type { Route } from "./+types/journey";
import { journeyModeContext } from "../context";
import { modeParams } from "../forms/account.server";

export const middleware: Route.MiddlewareFunction[] = [
  ({ params, context }) => {
    const parsed = modeParams.safeParse(params);
    if (!parsed.success) throw data(null, { status: 404 });
    context.set(journeyModeContext, parsed.data.mode);
  },
];

// A component of its own, though it adds nothing: an address it matches alone (/anything-else) is
// then a page, the 404 page, and not a bare answer with no HTML (React Router's resource routes).
export default function JourneyLayout() {
  return <Outlet />;
}

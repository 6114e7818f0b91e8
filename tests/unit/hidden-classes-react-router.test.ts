// React Router's static handler, as patched (patches/react-router+7.18.4.patch): the objects it
// builds for every page keep one hidden class from page to page. Unpatched, each data strategy
// match (`{...match, shouldLoad, …}`), the strategy's arguments and the handler's context were
// spread and then added to, which in Node 20's V8 makes a new hidden class each time (decision 023).
import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import { sameHiddenClass } from "../support/hidden-class";

describe("React Router's static handler (patched)", () => {
  it("builds each page's data strategy matches, arguments and context with the same hidden classes", async () => {
    const seen: { args: object; match: object }[] = [];
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => ({ brand: "Crustello" }),
        children: [{ id: "menu", path: "menu/:id", loader: ({ params }) => ({ id: params["id"] }) }],
      },
    ]);
    const contexts: StaticHandlerContext[] = [];
    // V8 takes its fast (and here costly) way once the code has run a few times.
    for (let i = 0; i < 20; i++) {
      const context = await handler.query(new Request(`http://localhost/menu/${i}`), {
        dataStrategy: async (args) => {
          seen.push({ args, match: args.matches[1]! });
          const results = await Promise.all(args.matches.map((m) => m.resolve()));
          return Object.fromEntries(args.matches.map((m, at) => [m.route.id, results[at]!]));
        },
      });
      contexts.push(context as StaticHandlerContext);
    }
    const [a, b] = seen.slice(-2);
    expect(sameHiddenClass(a!.match, b!.match)).toBe(true);
    expect(sameHiddenClass(a!.args, b!.args)).toBe(true);
    const [c, d] = contexts.slice(-2);
    expect(sameHiddenClass(c!, d!)).toBe(true);
    expect(d!.loaderData).toEqual({ root: { brand: "Crustello" }, menu: { id: "19" } });
    expect(d!.actionData).toBeNull();
  });
});

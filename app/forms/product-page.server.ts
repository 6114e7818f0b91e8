// What the two product pages (customise, bundle) do alike on the server: the product the address
// names, the configuration shown, the page's own address after a post, and adding the line. Each
// page brings its configuration's codec; the rules that change a configuration stay its own.
import { redirect } from "react-router";
import type { z } from "zod";
import type { AppLoadContext } from "../context";
import { paths } from "../paths";
import { recordAdd, trackedByPage } from "./analytics.server";
import { intentFields } from "./intent";
import { basketRefusal } from "./refusals.server";
import { chooseBeforeAdd } from "./menu-link.server";
import type { MenuJourney } from "../routes/menu-layout.server";

/** How a page reads and writes its configuration (in ?c= and in the posted `config` field). */
export interface ConfigurationCodec<C> {
  /** The configuration a text names; null when it is not one of this product's. */
  read: (text: string) => C | null;
  /** The product's configuration before any choice. */
  initial: () => C;
  encode: (config: C) => string;
}

/** The basket line a page edits (?customId=): how to find it, and the configuration it holds. */
export interface EditedLine<L, C> {
  find: (customId: string) => L | undefined;
  read: (line: L) => C | null;
}

/** The product the address names; an unknown one goes back to the menu. */
export async function productOrMenu<P>(found: Promise<P | null | undefined>, menuPath: string): Promise<P> {
  const product = await found;
  if (!product) throw redirect(menuPath);
  return product;
}

/**
 * The configuration the page shows: the one in ?c=, else the edited line's, else the product's
 * first. Editing a line the basket no longer has goes back to the menu.
 */
export function shownConfiguration<C, L>(url: URL, menuPath: string, codec: ConfigurationCodec<C>, edited: EditedLine<L, C>) {
  const customId = url.searchParams.get("customId");
  let config: C | null = null;
  if (customId) {
    const line = edited.find(customId);
    if (!line) throw redirect(menuPath);
    config = edited.read(line);
  }
  const c = url.searchParams.get("c");
  if (c) config = codec.read(c) ?? config;
  return { config: config ?? codec.initial(), customId };
}

/**
 * A post to the page: its form, the configuration posted, the control used (null when it is none
 * of the page's), and `here`, the page's address showing another configuration. `keep` names query
 * fields that travel with the page.
 */
export async function productPost<C, I>(
  request: Request,
  codec: ConfigurationCodec<C>,
  intents: z.ZodType<I>,
  keep: readonly string[] = [],
) {
  const form = await request.formData();
  const url = new URL(request.url);
  const customId = url.searchParams.get("customId");
  const config = codec.read(String(form.get("config") ?? "")) ?? codec.initial();
  const here = (next: C, extra: Record<string, string> = {}) => {
    const q = new URLSearchParams({ ...(customId ? { customId } : {}), c: codec.encode(next), ...extra });
    for (const name of keep) for (const value of url.searchParams.getAll(name)) q.append(name, value);
    // No fragment: it would stop the `autofocus` that brings the customer back to the control used.
    // With JavaScript the action's request is the page's `.data` twin: come back to the page itself.
    return `${url.pathname.replace(/\.data$/, "")}?${q}`;
  };
  const parsed = intents.safeParse(intentFields(form));
  return { form, customId, config, here, intent: parsed.success ? parsed.data : null };
}

/**
 * 'Add to basket': a configuration the product's rules refuse comes back with its errors shown and
 * focus on the first (`anchor`: its section's id). Else the line is added (or, editing, replaces
 * the one edited) and the page leaves for the basket when editing, else for the menu (no fragment:
 * the menu's `autofocus` takes focus). A basket rule's refusal stays on the page, said there. A new
 * line's add is recorded unless the page did it.
 */
export async function addAndLeave<C, E>(
  app: AppLoadContext,
  request: Request,
  post: { form: FormData; customId: string | null; config: C; here: (next: C, extra?: Record<string, string>) => string },
  p: {
    journey: MenuJourney;
    check: { valid: boolean; errors: E[] };
    anchor: (error: E) => string;
    add: () => Promise<unknown>;
    recorded: Parameters<typeof recordAdd>[3];
    /** The menu's `added`: what it gives focus back to. */
    added: string | 1;
  },
) {
  const { config, here } = post;
  if (!p.check.valid) return redirect(here(config, { check: "1", focus: `#${p.anchor(p.check.errors[0]!)}` }));
  // A page opened from a link: its first add chooses this restaurant (menu-layout.server.ts).
  const notYet = await chooseBeforeAdd(app, p.journey, intentFields(post.form)["confirmed"] === "yes");
  if (notYet?.kind === "postcode") return redirect(paths.search("delivery"));
  if (notYet?.kind === "confirm") return redirect(here(config, { confirm: "restaurant" }));
  if (notYet?.kind === "refused") return redirect(here(config, { failed: notYet.message }));
  try {
    await p.add();
  } catch (e) {
    return redirect(here(config, { failed: basketRefusal(e).message }));
  }
  const { mode, restaurantId } = p.journey;
  if (!post.customId && !trackedByPage(post.form)) await recordAdd(app, request, mode, p.recorded);
  return redirect(post.customId ? paths.basket(mode) : paths.menu(mode, restaurantId, { added: p.added }));
}

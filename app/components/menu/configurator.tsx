// The page the customise and bundle screens share: one form in which, without JavaScript, every
// control posts an intent (the action applies it and redirects to the new state, the control used
// taking focus back); the product head with the page's alerts; the sections of choices; the sticky
// add bar; and, with JavaScript, the same rules applied in place, 'Are you sure?' asked before
// unsaved choices are left behind, and a refused add scrolled to its first section in error.
import { Form } from "react-router";
import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import type { OrderMode } from "../../../domain/basket/basket";
import { backTarget } from "../../lib/in-app/back-target";
import { useStateFrom } from "../../lib/state-from";
import { useLeaveGuard } from "../../lib/dialogs/leave-guard";
import { ReturnFocusProvider, useReturnFocus } from "../../lib/a11y/return-focus";
import { AddBar, ProductHead, scrollToInvalid } from "./add-bar";
import { DialogPage } from "../ui/dialog";
import { RestaurantChangeDialog } from "../search/restaurant-change-dialog";
import { intentName } from "../../forms/intent";
import * as s from "./customise.css";
import { container } from "../../styles/ui.css";

/**
 * The page's choices as state: the configuration and its errors (both taken again from each new
 * loader answer), whether anything changed, and the add, which goes ahead (the post leaves the page
 * unasked) or is refused with the errors shown.
 */
export function useConfigurator<C, E>(loaded: { config: C; errors: E[] }, elementIdOf: (error: E) => string) {
  const [config, setConfig] = useStateFrom(loaded.config);
  const [errors, setErrors] = useStateFrom<E[]>(loaded.errors);
  const [dirty, setDirty] = useState(false);
  // After a refused add without JavaScript the server sends us to the first section in error; focus it.
  const firstErrorId = loaded.errors[0] ? elementIdOf(loaded.errors[0]) : null;
  useEffect(() => {
    if (firstErrorId) document.getElementById(firstErrorId)?.focus();
  }, [loaded.errors, firstErrorId]);
  const guard = useLeaveGuard(dirty);
  return {
    config,
    errors,
    setErrors,
    leaveDialog: guard.dialog,
    /** A choice made in place. */
    change(next: C) {
      setConfig(next);
      setDirty(true);
    },
    /** 'Add to basket': posted when the choices are complete, else the first section in error is shown. */
    add(event: MouseEvent<HTMLButtonElement>, check: { valid: boolean; errors: E[] }) {
      if (check.valid) {
        guard.allowLeaving();
        return;
      }
      event.preventDefault();
      setErrors(check.errors);
      scrollToInvalid(elementIdOf(check.errors[0]!));
    },
  };
}

/** The page's state as `useConfigurator` keeps it. */
type ConfiguratorState<C, E> = Pick<ReturnType<typeof useConfigurator<C, E>>, "config" | "errors" | "leaveDialog" | "add">;

export function ConfiguratorPage<C extends { quantity: number }, E extends { message: string }>({
  loaded,
  page,
  product,
  encode,
  add,
  headExtras,
  dialog,
  children,
}: {
  /**
   * What the loader said: without JavaScript, the control to give focus back to after a post
   * (app/lib/a11y/return-focus.tsx); a refused add's message; the basket line edited; the way back.
   */
  loaded: {
    focus: string | null;
    failure: string | null;
    customId: string | null;
    mode: OrderMode;
    menuPath: string;
    /** The add waits on 'Are you sure?': it would empty another restaurant's basket (a menu link). */
    confirmRestaurant: boolean;
  };
  page: ConfiguratorState<C, E>;
  product: { id: string; image: string; name: string; description: string };
  /** The configuration as posted. */
  encode: (config: C) => string;
  add: {
    /** Formatted price × quantity. */
    total: string;
    addIntent: string;
    disabled?: boolean;
    /** Where the add's analytics event says it came from. */
    source: "customise" | "bundle";
    check: () => { valid: boolean; errors: E[] };
    onQuantity: (quantity: number, event: MouseEvent<HTMLButtonElement>) => void;
  };
  /** Shown under the description (diet badges, out of stock). */
  headExtras?: ReactNode;
  /**
   * On a page that can open a dialog, the dialog (null while none is open): the page is then a
   * `DialogPage`. Left out on a page that never opens one.
   */
  dialog?: ReactNode;
  /** The sections of choices. */
  children: ReactNode;
}) {
  const { config, errors } = page;
  const { focus, customId } = loaded;
  const back = backTarget({ page: "product", mode: loaded.mode, menuPath: loaded.menuPath, editing: Boolean(customId) });
  const body = (
    <>
      <input type="hidden" name="config" value={encode(config)} />
      <ProductHead
        back={back}
        image={product.image}
        name={product.name}
        description={product.description}
        alerts={[loaded.failure, errors[0]?.message]}
        focus={!focus}
      >
        {headExtras}
      </ProductHead>
      {children}
      <AddBar
        quantity={config.quantity}
        total={add.total}
        addIntent={add.addIntent}
        disabled={add.disabled}
        onQuantity={add.onQuantity}
        onAdd={(e) => page.add(e, add.check())}
        tracked={customId ? null : { name: "add_to_basket", source: add.source, itemId: product.id, quantity: config.quantity }}
      />
    </>
  );
  // Continue posts the add again, confirmed (the intent's target field), from this same form.
  const shown = loaded.confirmRestaurant ? (
    <RestaurantChangeDialog
      cancelHref={`?${new URLSearchParams({ ...(customId ? { customId } : {}), c: encode(config) })}`}
      continueName={intentName(add.addIntent, { confirmed: "yes" })}
      onContinue={(e) => page.add(e, { valid: true, errors: [] })}
    />
  ) : (
    dialog
  );
  return (
    <div className={container}>
      <Form method="post" className={s.page} noValidate>
        <ReturnFocusProvider value={focus}>
          {shown === undefined ? body : <DialogPage dialog={shown}>{body}</DialogPage>}
        </ReturnFocusProvider>
      </Form>
      {page.leaveDialog}
    </div>
  );
}

/**
 * One section of choices: its heading, 'Required' while choices are missing, and its message. A
 * refused add without JavaScript comes back to the first section in error.
 */
export function ConfiguratorSection({
  id,
  title,
  required,
  error,
  errorId,
  children,
}: {
  id: string;
  title: ReactNode;
  required: boolean;
  error: string | null;
  /** The message's own id, where a control refers to it. */
  errorId?: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      className={`${s.group} ${error ? s.groupError : ""}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, a refused add comes back to the first section in error
      autoFocus={returnFocus(`#${id}`)}
    >
      <div className={s.groupHead}>
        <h2 id={headingId} className={s.groupTitle}>
          {title}
        </h2>
        {required ? <span className={`${s.required} ${error ? s.requiredError : ""}`}>Required</span> : null}
      </div>
      {children}
      {error ? (
        <p className={s.message} id={errorId}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

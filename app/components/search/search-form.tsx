// The hero's postcode search. Without JavaScript: a GET form (a POST while a delivery is held, which
// the action clears before answering with the search's address); the server runs the search. With
// JavaScript: the same form, run 1 s after typing stops or at once on Enter / the icon, checked
// first with the same postcode rule the server uses. A newer search cancels an older one (the
// router drops the older navigation), so a stale answer never replaces a newer one.
import { useEffect, useRef, useState } from "react";
import { useNavigation, useSubmit, Form } from "react-router";
import { validateSearchPostcode } from "../../../domain/search/postcode";
import type { BrandCode } from "../../../domain/brand-code";
import { useHydrated } from "../../lib/hydrated";
import { getDeviceLocation } from "../../lib/location";
import { announce } from "../../lib/a11y/announcer";
import { JS_ONLY, NO_JS_ONLY } from "../../styles/scripting";
import { button } from "../../styles/ui.css";
import { ErrorIcon } from "../site/error-icon";
import * as h from "./hero.css";
import * as s from "./search.css";

const SEARCH_DEBOUNCE_MS = 1000;

export function SearchForm({
  label,
  defaultValue,
  serverError,
  brand,
  inApp,
  hint,
  post,
  searched = false,
}: {
  label: string;
  defaultValue: string;
  serverError: string | null;
  brand: BrandCode;
  inApp: boolean;
  /** What the field still needs (the rest of a postcode found from the device's location). */
  hint: string | null;
  /** Where to post the search instead of getting it (a new delivery search clears the one held), or null. */
  post: string | null;
  /** Results are shown: the form is compact and no longer explains 'Use my location'. */
  searched?: boolean;
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  // A new server answer replaces whatever the browser said before.
  useEffect(() => setClientError(null), [serverError, defaultValue]);

  const searching = navigation.state === "loading" && navigation.location?.search.includes("q=");
  const locating = navigation.state === "loading" && navigation.location?.search.includes("lat=");
  const error = clientError ?? serverError;

  function runSearch(form: HTMLFormElement) {
    void submit(form, { replace: true, preventScrollReset: true });
  }

  return (
    <Form
      method={post ? "post" : "get"}
      {...(post ? { action: post } : {})}
      ref={formRef}
      role="search"
      aria-label="Find a restaurant"
      noValidate
      onSubmit={(event) => {
        clearTimeout(timer.current ?? undefined);
        const value = inputRef.current?.value ?? "";
        if (!validateSearchPostcode(value, brand).ok) {
          event.preventDefault();
          setClientError("Please enter a valid postcode");
          // Focus stays in the field (described by the message); the announcer says it, every time.
          announce("Please enter a valid postcode");
          inputRef.current?.focus();
        } else {
          setClientError(null);
        }
      }}
    >
      {/* The card is a box inside the form: Dillo draws no box for a form itself. */}
      <div className={h.searchCard}>
        <label htmlFor="search-term" className={h.label}>
          {label}
        </label>
        {post ? <input type="hidden" name="intent" value="search" /> : null}
        <div className={s.fieldRow}>
          <input
            ref={inputRef}
            id="search-term"
            name="q"
            className={`${h.input} ${error ? s.inputError : ""}`}
            defaultValue={defaultValue}
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? "search-error" : "", hint ? "search-hint" : ""].join(" ").trim() || undefined}
            onChange={(event) => {
              const form = event.currentTarget.form;
              clearTimeout(timer.current ?? undefined);
              timer.current = setTimeout(() => {
                if (form && validateSearchPostcode(event.target.value, brand).ok) runSearch(form);
              }, SEARCH_DEBOUNCE_MS);
            }}
          />
          <button type="submit" className={s.searchButton}>
            <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
              <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
            </svg>
            <span>Search</span>
          </button>
        </div>
        {error ? (
          <p id="search-error" className={s.error}>
            <ErrorIcon />
            <span>{error}</span>
          </p>
        ) : null}
        {hint ? (
          <p id="search-hint" className={s.hint}>
            {hint}
          </p>
        ) : null}
        {/* In the server's HTML so the results do not move when JavaScript starts; hidden without it,
          and disabled until the page's JavaScript has taken over, so an early tap is not lost. */}
        <div className={`${h.buttons} ${JS_ONLY}`}>
          <button
            type="button"
            className={button.secondary}
            disabled={!hydrated}
            onClick={async () => {
              setClientError(null);
              const where = await getDeviceLocation(inApp);
              if (!where.ok) {
                setClientError(where.message);
                announce(where.message);
                return;
              }
              void submit({ lat: where.latitude.toFixed(5), lon: where.longitude.toFixed(5) }, { method: "get", replace: true });
            }}
          >
            Use my location
          </button>
        </div>
        {searched ? null : (
          <p className={`${s.hint} ${NO_JS_ONLY}`}>
            Searching by your location needs JavaScript, which is off in this browser: please enter your postcode instead.
          </p>
        )}
        <p className={s.status} role="status">
          {searching || locating ? "Searching for restaurants…" : ""}
        </p>
      </div>
    </Form>
  );
}

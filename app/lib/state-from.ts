// State a page keeps from what its loader said, taken again whenever the loader says something new.
import { useState, type Dispatch, type SetStateAction } from "react";

/**
 * State that starts at `source` and is set to it again when `source` changes (a new loader answer),
 * during that render rather than in an effect. An effect would also run as the page hydrates, after
 * a click React replayed onto the hydrated page: the customer's first choice would be undone.
 */
export function useStateFrom<T>(source: T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(source);
  const [seen, setSeen] = useState(source);
  if (!Object.is(seen, source)) {
    setSeen(source);
    setState(source);
    return [source, setState];
  }
  return [state, setState];
}

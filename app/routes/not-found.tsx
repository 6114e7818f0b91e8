import { data } from "react-router";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

// Any path no other route claims: a real 404, rendered by the root error boundary.
export async function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}

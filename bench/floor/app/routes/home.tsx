import { useLoaderData } from "react-router";

export function loader() {
  return { heading: "Hello from the floor" };
}

export function meta() {
  return [{ title: "Floor" }];
}

export default function Home() {
  const { heading } = useLoaderData<typeof loader>();
  return <h1>{heading}</h1>;
}

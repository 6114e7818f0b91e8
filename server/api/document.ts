// The brand's OpenAPI document of /api, built once per brand from the route table, with the
// examples recorded from real answers (npm run api:examples writes examples.json).
import examples from "./examples.json";
import { openApiDocument, type OpenApiDocument } from "./openapi";
import { apiRoutes } from "./routes";

const built = new Map<string, OpenApiDocument>();

export function apiDocument(brandName: string): OpenApiDocument {
  let doc = built.get(brandName);
  if (!doc) built.set(brandName, (doc = openApiDocument(apiRoutes, { title: `${brandName} API`, examples })));
  return doc;
}

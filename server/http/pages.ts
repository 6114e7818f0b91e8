// The pages: React Router's Express adapter with the site's load context, each page compressed as
// it streams: a document at the documents' effort, its `.data` at the answers' (server/http/compress.ts).
import { createRequestHandler, type GetLoadContextFunction } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { compressPages } from "./compress";

export interface PagesOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: GetLoadContextFunction;
}

export function pages({ build, mode, getLoadContext }: PagesOptions): RequestHandler[] {
  return [compressPages(), createRequestHandler({ build, mode, getLoadContext })];
}

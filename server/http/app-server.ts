// The HTTP server of the Express app, whose requests and answers are made with the app's own
// prototypes from the start.
//
// Express sets each request's and answer's prototype to its app's (`Object.setPrototypeOf`) before
// routing. In Node 20's V8 an object whose prototype was changed is left with a hidden class that
// keeps no transitions: every property added after (the router's `next`, `baseUrl`, `params`,
// `res.locals`, `statusCode`, …, about ten a request) makes a new hidden class, which is garbage a
// page later (decision 023). Made with the app's prototypes, the objects already have the prototype
// Express sets, which V8 then leaves as it is.
import { createServer, IncomingMessage, ServerResponse, type Server } from "node:http";
import type { Express } from "express";

type Constructor<T> = new (...args: never[]) => T;

/** A constructor of `base`'s objects whose prototype is `prototype` (an object that inherits from base's). */
function madeWith<T extends object>(base: Constructor<T>, prototype: object): Constructor<T> {
  function Made(this: T, ...args: unknown[]) {
    (base as unknown as (...a: unknown[]) => void).apply(this, args);
  }
  Made.prototype = prototype;
  return Made as unknown as Constructor<T>;
}

export function appServer(app: Express): Server {
  return createServer(
    {
      IncomingMessage: madeWith(IncomingMessage, app.request) as typeof IncomingMessage,
      ServerResponse: madeWith(ServerResponse, app.response) as unknown as typeof ServerResponse,
    },
    app,
  );
}

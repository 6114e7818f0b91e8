// The reverse proxy's configuration for `npm run start:cluster`: nginx (Debian's package, its binary
// only) in the foreground with everything under one working directory, round robin over the app
// nodes, the client's address and scheme passed on, the order-status stream unbuffered, and the
// site's own words (a page, or /api's error envelope) when no node can answer.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Writes the answers nginx gives when no node answers (502, 503, 504) into `dir`/errors: the nodes'
 * own storage-fault page for pages and error envelope for /api (the bundle's `unavailableAnswers`).
 * @param {{ dir: string, html: string, json: string }} options
 */
export function writeUnavailableAnswers({ dir, html, json }) {
  const errors = join(dir, "errors");
  mkdirSync(errors, { recursive: true });
  // Started as root, nginx reads files as its worker user ("nobody"): the prefix (a private temporary
  // directory) must let it through.
  chmodSync(dir, 0o755);
  chmodSync(errors, 0o755);
  writeFileSync(join(errors, "unavailable.html"), html);
  writeFileSync(join(errors, "unavailable.json"), json);
}

/**
 * @param {{ dir: string, listen: string, nodes: { port: number, out?: boolean }[], errorsPort: number }} options
 *   dir: nginx's prefix (pid, logs and temporary files go there); listen: "host:port"; errorsPort:
 *   where nginx serves its own answers for when no node answers (on 127.0.0.1).
 */
export function nginxConfig({ dir, listen, nodes, errorsPort }) {
  // A node taken out (its /readyz failing, or a restart under way) is marked down: nginx sends it nothing.
  const servers = nodes.map((n) => `    server 127.0.0.1:${n.port} max_fails=1 fail_timeout=5s${n.out ? " down" : ""};`).join("\n");
  return `# Written by scripts/cluster/nginx.js for npm run start:cluster; edits are lost on the next start.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server_tokens off;
  client_max_body_size 1m;
  types {
    text/html html;
    application/json json;
  }

  # When no node answers: /api gets its error envelope, everything else the site's page.
  map $request_uri $unavailable {
    ~^/api/ /unavailable.json;
    default /unavailable.html;
  }

  upstream app {
${servers}
    keepalive 32;
  }

  # The answers for when no node answers (written by writeUnavailableAnswers).
  server {
    listen 127.0.0.1:${errorsPort};
    root ${dir}/errors;
  }

  server {
    listen ${listen};

    # HTTP/1.1 with keep-alive to the nodes; the node sees the browser's Host (its same-origin check
    # compares Origin with it) and, through X-Forwarded-For and -Proto, the client (TRUST_PROXY).
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A node that refuses the connection or gives no answer: the next one takes the request
    # (a POST only when it never reached the first, but for payments: below).
    proxy_next_upstream error timeout;
    proxy_connect_timeout 2s;

    # No node could answer (refused, no answer in time): the site's own words, status kept. They
    # come from the small server below, asked with GET whatever the request's method was.
    error_page 502 503 504 @unavailable;
    location @unavailable {
      proxy_method GET;
      proxy_pass_request_body off;
      proxy_set_header Content-Length "";
      proxy_pass http://127.0.0.1:${errorsPort}$unavailable;
      add_header Retry-After 30 always;
      add_header Cache-Control no-store always;
    }

    # The order-status stream (server-sent events): each event goes out when written, and the
    # connection may stay quiet for up to a minute between events.
    location ~ ^/api/orders/[^/]+/events$ {
      proxy_pass http://app;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }

    # Payments (the payment page's form and its data request, /api's pay and the return from the
    # bank's check): a node that fails while answering one, a crash mid-payment, may have charged the
    # card, so the next node gets the request too. Its idempotency key makes the retry answer what
    # the attempt became (the node takes over an attempt whose request died), never a second charge.
    location ~ ^/(api/sandbox/(pay|completeAuthentication)|(collection|delivery)/payment(\\.data)?)$ {
      proxy_next_upstream error timeout non_idempotent;
      proxy_pass http://app;
    }

    location / {
      proxy_pass http://app;
    }
  }
}
`;
}

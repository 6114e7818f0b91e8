// The reverse proxy's configuration for `npm run start:cluster`: nginx (Debian's package, its binary
// only) in the foreground with everything under one working directory, round robin over the app
// nodes, the client's address and scheme passed on, and the order-status stream unbuffered.

/**
 * @param {{ dir: string, listen: string, nodes: { port: number }[] }} options
 *   dir: nginx's prefix (pid, logs and temporary files go there); listen: "host:port".
 */
export function nginxConfig({ dir, listen, nodes }) {
  const servers = nodes.map((n) => `    server 127.0.0.1:${n.port} max_fails=1 fail_timeout=5s;`).join("\n");
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

  upstream app {
${servers}
    keepalive 32;
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
    # (a POST only when it never reached the first).
    proxy_next_upstream error timeout;
    proxy_connect_timeout 2s;

    # The order-status stream (server-sent events): each event goes out when written, and the
    # connection may stay quiet for up to a minute between events.
    location ~ ^/api/orders/[^/]+/events$ {
      proxy_pass http://app;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }

    location / {
      proxy_pass http://app;
    }
  }
}
`;
}

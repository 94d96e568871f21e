import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childrenOf, type ProcessCpu } from './process-cpu';

/**
 * A peer of the gateway for `npm run bench:gateway`: Debian's nginx as a reverse proxy in front of
 * search-service, with a per-address request limit kept in its own memory (`limit_req`, set far above
 * the load) and an access log line per request written to a file, over keep-alive upstream
 * connections. One worker process, as our gateway is one Node process. Undefined where nginx is not
 * installed (`apt-get install nginx`).
 */
export interface NginxPeer {
  url: string;
  /** The master and its worker, both named `nginx`, for the CPU figures. */
  processes: ProcessCpu[];
  stop: () => Promise<void>;
}

function nginxBinary(): string | undefined {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function configuration(directory: string, port: number, upstream: URL): string {
  return `
worker_processes 1;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 4096; }
http {
  access_log ${directory}/access.log;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  limit_req_zone $binary_remote_addr zone=per_client:10m rate=1000000r/s;
  upstream search { server ${upstream.host}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location /api/v1/ {
      limit_req zone=per_client burst=1000000 nodelay;
      proxy_pass http://search;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
}

export async function startNginxPeer(port: number, upstreamUrl: string): Promise<NginxPeer | undefined> {
  const binary = nginxBinary();
  if (binary === undefined) return undefined;
  const directory = mkdtempSync(path.join(tmpdir(), 'lexicon-bench-nginx-'));
  writeFileSync(path.join(directory, 'nginx.conf'), configuration(directory, port, new URL(upstreamUrl)));
  const master: ChildProcess = spawn(binary, ['-p', directory, '-c', path.join(directory, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(`${url}/api/v1/languages`);
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const pid = master.pid as number;
  return {
    url,
    processes: [{ name: 'nginx', pid }, ...childrenOf(pid, 'nginx')],
    stop: async () => {
      master.kill('SIGQUIT');
      await new Promise((resolve) => master.once('exit', resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

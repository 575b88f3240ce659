/**
 * The deployment files, checked without a container engine or a cluster (none runs here):
 * the Dockerfile parses and copies files that exist and are not ignored, its stages and user
 * are right, its HEALTHCHECK command works against a listening service; compose.yaml wires two
 * replicas to Redis and the proxy; the Kubernetes manifests pass the schemas of
 * `kubernetes-models`, a type check that catches misspelt fields, the cross-references between
 * the objects, and `kubectl kustomize` where kubectl is installed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { configurationTable, loadConfig } from '../../src/api/config.ts';
import { build } from '../helpers/app.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (p: string) => readFileSync(join(root, p), 'utf8');
type Json = Record<string, any>;

// ---- Dockerfile

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

const dockerKeywords = new Set(['FROM', 'RUN', 'CMD', 'LABEL', 'EXPOSE', 'ENV', 'ADD', 'COPY', 'ENTRYPOINT', 'VOLUME', 'USER', 'WORKDIR', 'ARG', 'ONBUILD', 'STOPSIGNAL', 'HEALTHCHECK', 'SHELL']);

/** Instructions of a Dockerfile: comments dropped, backslash continuations joined. */
function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let pending = '';
  let start = 0;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    if (pending === '' && (line.trim() === '' || line.trim().startsWith('#'))) return;
    if (pending !== '' && line.trim().startsWith('#')) return; // comment inside a continuation
    if (pending === '') start = i + 1;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const full = (pending + line).trim();
    pending = '';
    const m = /^(\S+)\s*(.*)$/s.exec(full);
    assert.ok(m, `line ${start}: cannot parse`);
    out.push({ keyword: m[1].toUpperCase(), args: m[2], line: start });
  });
  assert.equal(pending, '', 'the Dockerfile ends inside a continuation');
  return out;
}

/** `.dockerignore` patterns → a predicate on context-relative paths (Go filepath.Match with `**`). */
function dockerIgnore(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const p = (negate ? l.slice(1) : l).replace(/^\/+/, '').replace(/\/+$/, '');
      const re = p
        .split('/')
        .map((seg) => (seg === '**' ? '(?:.*)' : seg.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
        .join('/')
        .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
      return { negate, re: new RegExp(`^${re}(?:/.*)?$`) };
    });
  return (path) => {
    let ignored = false;
    for (const r of rules) if (r.re.test(path)) ignored = !r.negate;
    return ignored;
  };
}

function stages(instructions: Instruction[]) {
  const args = new Map<string, string>();
  const list: { image: string; name: string | null; body: Instruction[] }[] = [];
  for (const ins of instructions) {
    if (ins.keyword === 'ARG' && list.length === 0) {
      const [k, v] = ins.args.split('=');
      args.set(k.trim(), (v ?? '').trim());
    } else if (ins.keyword === 'FROM') {
      const m = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(ins.args);
      assert.ok(m, `FROM on line ${ins.line}`);
      const image = m[1].replace(/\$\{(\w+)\}/g, (_, k: string) => args.get(k) ?? '');
      list.push({ image, name: m[2] ?? null, body: [] });
    } else {
      assert.ok(list.length > 0, `${ins.keyword} on line ${ins.line} before any FROM`);
      list[list.length - 1].body.push(ins);
    }
  }
  return list;
}

/** The JSON-array (exec) form of CMD / HEALTHCHECK CMD. */
function execForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  assert.ok(Array.isArray(parsed) && parsed.every((x) => typeof x === 'string'), 'exec form is a JSON array of strings');
  return parsed as string[];
}

describe('Dockerfile', () => {
  const instructions = parseDockerfile(read('Dockerfile'));
  const list = stages(instructions);
  const final = list[list.length - 1];

  it('parses into known instructions, builds on the full Node image and runs on the slim image of the same release', () => {
    for (const ins of instructions) assert.ok(dockerKeywords.has(ins.keyword), `line ${ins.line}: ${ins.keyword}`);
    assert.ok(list.length >= 2, 'multi-stage');
    assert.match(list[0].image, /^node:20-bookworm$/);
    assert.match(final.image, /^node:20-bookworm-slim$/);
    const run = list[0].body.filter((i) => i.keyword === 'RUN').map((i) => i.args).join('\n');
    assert.match(run, /npm ci/);
    assert.match(run, /npm run build --if-present/);
    assert.match(run, /npm prune --omit=dev/);
  });

  it('copies only files that exist in the build context and are not ignored, including the ephemeris and place data', () => {
    const ignored = dockerIgnore(read('.dockerignore'));
    const names = list.map((s) => s.name);
    for (const [i, stage] of list.entries()) {
      for (const ins of stage.body.filter((x) => x.keyword === 'COPY' || x.keyword === 'ADD')) {
        const parts = ins.args.split(/\s+/);
        const from = parts.find((p) => p.startsWith('--from='));
        const paths = parts.filter((p) => !p.startsWith('--'));
        if (from) {
          const source = from.slice('--from='.length);
          assert.ok(names.slice(0, i).includes(source), `line ${ins.line}: stage ${source} comes earlier`);
          continue;
        }
        for (const src of paths.slice(0, -1)) {
          if (src === '.') continue;
          assert.ok(existsSync(join(root, src)), `line ${ins.line}: ${src} exists`);
          assert.ok(!ignored(src), `line ${ins.line}: ${src} is not ignored`);
        }
      }
    }
    for (const p of ['package.json', 'package-lock.json', 'src/server.ts', 'data/ephe/sepl_18.se1', 'data/ephe/semo_18.se1', 'data/ephe/seas_18.se1', 'data/geo/places.json.gz', 'LICENSE', 'Dockerfile']) {
      assert.ok(existsSync(join(root, p)), p);
      assert.ok(!ignored(p), `${p} reaches the image`);
    }
    for (const p of ['node_modules/fastify/package.json', '.git/HEAD', 'clients/typescript/node_modules/x', 'src/x/node_modules/y']) assert.ok(ignored(p), `${p} is ignored`);
    assert.ok(final.body.some((i) => i.keyword === 'COPY' && /--from=build\s+\/app\s+\/app/.test(i.args)), 'the runtime copies the built /app (sources, data, modules)');
  });

  it('runs as the non-root user with a HEALTHCHECK and starts with npm start', () => {
    const users = final.body.filter((i) => i.keyword === 'USER');
    assert.ok(users.length > 0 && !/^(root|0)(:|$)/.test(users[users.length - 1].args), 'non-root');
    const cmd = final.body.filter((i) => i.keyword === 'CMD');
    assert.equal(cmd.length, 1);
    assert.deepEqual(execForm(cmd[0].args).slice(0, 2), ['npm', 'start']);
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    assert.ok(pkg.scripts.start, 'package.json has a start script');
    const userIndex = final.body.indexOf(users[users.length - 1]);
    assert.ok(userIndex < final.body.indexOf(cmd[0]), 'USER comes before CMD');
    assert.ok(final.body.some((i) => i.keyword === 'HEALTHCHECK'));
  });

  it('has a HEALTHCHECK command that passes against a ready service and fails without one', async (t) => {
    const health = final.body.find((i) => i.keyword === 'HEALTHCHECK')!;
    const command = execForm(health.args.slice(health.args.indexOf('CMD ') + 4));
    assert.equal(command[0], 'node');
    const { app } = await build(t);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // Asynchronously: the service answering the probe runs in this process.
    const probe = (p: number) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, command.slice(1), { env: { ...process.env, PORT: String(p), BASE_PATH: '/api' }, stdio: 'ignore' });
        child.on('exit', (code) => resolve(code));
      });
    assert.equal(await probe(port), 0, 'healthy');
    await app.close();
    assert.equal(await probe(port), 1, 'unhealthy once the service is gone');
  });
});

// ---- compose

describe('compose.yaml', () => {
  const compose = parseYaml(read('compose.yaml')) as Json;
  const known = new Set<string>(configurationTable.map((row) => row[0]));

  it('runs two replicas of the service with Redis for shared rate limits behind the proxy', () => {
    const api = compose.services.api;
    assert.equal(api.build, '.');
    assert.equal(api.deploy.replicas, 2);
    const redisUrl = new URL(api.environment.REDIS_URL);
    assert.ok(compose.services[redisUrl.hostname], `REDIS_URL names the ${redisUrl.hostname} service`);
    assert.equal(api.depends_on.redis.condition, 'service_healthy');
    for (const key of Object.keys(api.environment)) assert.ok(known.has(key), `${key} is a configuration variable`);
    assert.equal(api.read_only, true);
    assert.deepEqual(api.cap_drop, ['ALL']);
    const proxy = compose.services.proxy;
    const mount = String(proxy.volumes[0]).split(':')[0];
    assert.ok(existsSync(join(root, mount)), `${mount} exists`);
    const conf = read(mount);
    assert.match(conf, /proxy_pass \$upstream;/);
    assert.match(conf, /set \$upstream http:\/\/api:3000;/);
    assert.match(conf, /X-Forwarded-For/);
    assert.equal(api.environment.TRUST_PROXY, '1');
  });
});

// ---- Kubernetes

const k8sDir = join(root, 'deploy/kubernetes');
const manifestFiles = readdirSync(k8sDir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml').sort();
const manifests: Json[] = manifestFiles.flatMap((f) =>
  parseAllDocuments(readFileSync(join(k8sDir, f), 'utf8')).map((d) => {
    assert.deepEqual(d.errors, [], f);
    return d.toJSON() as Json;
  }),
);
const byKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const named = (kind: string, name: string) => manifests.find((m) => m.kind === kind && m.metadata.name === name);

/** kind → [module of kubernetes-models, class / interface name]. */
const models: Record<string, [string, string]> = {
  ConfigMap: ['v1/ConfigMap', 'ConfigMap'],
  Service: ['v1/Service', 'Service'],
  Deployment: ['apps/v1/Deployment', 'Deployment'],
  HorizontalPodAutoscaler: ['autoscaling/v2/HorizontalPodAutoscaler', 'HorizontalPodAutoscaler'],
  PodDisruptionBudget: ['policy/v1/PodDisruptionBudget', 'PodDisruptionBudget'],
  NetworkPolicy: ['networking.k8s.io/v1/NetworkPolicy', 'NetworkPolicy'],
};

/**
 * The graceful-shutdown period of the service (SHUTDOWN_GRACE_MS, as the manifests' ConfigMap
 * sets it or else its default): after it a stuck shutdown exits 1.
 */
function shutdownTimerSeconds(): number {
  const configMap = byKind('ConfigMap').find((c) => c.data?.SHUTDOWN_GRACE_MS !== undefined);
  const env: Record<string, string> = configMap ? { SHUTDOWN_GRACE_MS: String(configMap.data.SHUTDOWN_GRACE_MS) } : {};
  return loadConfig(env).shutdownGraceMs / 1000;
}

describe('Kubernetes manifests', () => {
  it('lists every manifest in kustomization.yaml and holds the objects a deployment needs', () => {
    const kustomization = parseYaml(readFileSync(join(k8sDir, 'kustomization.yaml'), 'utf8')) as Json;
    assert.deepEqual([...kustomization.resources].sort(), manifestFiles);
    for (const kind of ['ConfigMap', 'Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) assert.ok(byKind(kind).length > 0, kind);
    assert.ok(existsSync(join(k8sDir, 'README.md')));
  });

  it('passes the Kubernetes schemas of kubernetes-models', async () => {
    for (const m of manifests) {
      const model = models[m.kind];
      assert.ok(model, `a model for ${m.kind}`);
      const mod = (await import(`kubernetes-models/${model[0]}`)) as Record<string, new (x: Json) => { validate(): void }>;
      assert.doesNotThrow(() => new mod[model[1]](m).validate(), `${m.kind} ${m.metadata.name}`);
    }
  });

  it('has no misspelt or unknown field (type check against the Kubernetes API types)', (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'jyotish-k8s-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const imports = [...new Set(manifests.map((m) => m.kind))].map((k) => `import type { I${models[k][1]} } from 'kubernetes-models/${models[k][0]}';`);
    const objects = manifests.map((m, i) => `export const m${i}: I${models[m.kind][1]} = ${JSON.stringify(m, null, 1)};`);
    writeFileSync(join(dir, 'manifests.ts'), [...imports, ...objects].join('\n'));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: true, types: [], baseUrl: '.', paths: { 'kubernetes-models/*': [join(root, 'node_modules/kubernetes-models/*')] } },
        files: ['manifests.ts'],
      }),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const r = spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stdout + r.stderr);
  });

  it('ties the objects together: selectors, the ConfigMap, Redis, probes, ports and the HPA target', () => {
    const config = byKind('ConfigMap')[0];
    const known = new Set<string>([...configurationTable.map((row) => row[0]), 'NODE_OPTIONS']);
    for (const key of Object.keys(config.data)) assert.ok(known.has(key), `${key} is a configuration variable`);
    const api = named('Deployment', 'jyotish-api')!;
    const labels = api.spec.template.metadata.labels;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
    assert.ok(matches(api.spec.selector.matchLabels));
    assert.ok(matches(named('Service', 'jyotish-api')!.spec.selector));
    assert.ok(matches(byKind('PodDisruptionBudget')[0].spec.selector.matchLabels));
    const hpa = byKind('HorizontalPodAutoscaler')[0];
    assert.deepEqual([hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name], ['Deployment', 'jyotish-api']);
    assert.ok(hpa.spec.minReplicas >= 2);

    const container = api.spec.template.spec.containers[0];
    assert.equal(container.envFrom[0].configMapRef.name, config.metadata.name);
    const redisHost = new URL(config.data.REDIS_URL).hostname;
    assert.ok(named('Service', redisHost), `REDIS_URL names the ${redisHost} Service`);
    const port = (name: string) => container.ports.find((p: Json) => p.name === name).containerPort;
    assert.equal(port('http'), Number(config.data.PORT));
    assert.equal(port('metrics'), Number(config.data.METRICS_PORT));
    assert.equal(api.spec.template.metadata.annotations['prometheus.io/port'], config.data.METRICS_PORT);
    assert.ok(!named('Service', 'jyotish-api')!.spec.ports.some((p: Json) => p.targetPort === 'metrics'), 'metrics stay off the Service');
    const base = config.data.BASE_PATH;
    assert.equal(container.livenessProbe.httpGet.path, `${base}/healthz`);
    assert.equal(container.readinessProbe.httpGet.path, `${base}/readyz`);
    assert.equal(container.startupProbe.httpGet.path, `${base}/readyz`);
  });

  it('runs every container unprivileged with resources, and gives the shutdown timer time to finish', () => {
    for (const d of byKind('Deployment')) {
      const pod = d.spec.template.spec;
      assert.equal(pod.securityContext.runAsNonRoot, true, d.metadata.name);
      assert.equal(pod.automountServiceAccountToken, false);
      for (const c of pod.containers) {
        assert.equal(c.securityContext.allowPrivilegeEscalation, false);
        assert.equal(c.securityContext.readOnlyRootFilesystem, true);
        assert.deepEqual(c.securityContext.capabilities.drop, ['ALL']);
        for (const k of ['cpu', 'memory']) assert.ok(c.resources.requests[k] && c.resources.limits[k], `${c.name} ${k}`);
      }
    }
    const pod = named('Deployment', 'jyotish-api')!.spec.template.spec;
    const preStop = Number(pod.containers[0].lifecycle.preStop.exec.command[1]);
    const timer = shutdownTimerSeconds();
    assert.ok(pod.terminationGracePeriodSeconds >= preStop + timer + 5, `${pod.terminationGracePeriodSeconds} s ≥ ${preStop} s preStop + ${timer} s shutdown timer + 5 s`);
  });

  it('builds with kubectl kustomize (offline)', { skip: existsSync('/usr/bin/kubectl') || existsSync('/usr/local/bin/kubectl') ? false : 'kubectl is not installed' }, () => {
    const r = spawnSync('kubectl', ['kustomize', k8sDir], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(r.status, 0, r.stderr);
    const docs = parseAllDocuments(r.stdout).map((d) => d.toJSON() as Json);
    assert.equal(docs.length, manifests.length);
    assert.ok(docs.some((d) => d.kind === 'Deployment' && d.spec.template.spec.containers[0].image === 'ghcr.io/example/jyotish-api:1.0.0'));
  });
});

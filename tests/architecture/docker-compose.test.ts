import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Not a dependency of ours: @fastify/swagger's (it serves the OpenAPI document as YAML), installed with it.
import { parse } from 'yaml';
import { root } from './import-graph.ts';

type Service = { environment?: Record<string, string>; volumes?: (string | { type?: string; source?: string; target?: string })[]; build?: { dockerfile_inline?: string } };
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };

/** docker-compose.yml as Compose reads it: anchors and `<<` merge keys resolved. */
function compose(): Compose {
  return parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
}

/** [source, target] of each mount, from the short ('name:/path[:ro]') or the long syntax. */
function mounts(service: Service): [string, string][] {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume === 'string') {
      const [source = '', target = ''] = volume.split(':');
      return [source, target];
    }
    return [volume.source ?? '', volume.target ?? ''];
  });
}

/**
 * No Docker engine runs the tests, so what `docker compose up` would lose is checked in the file:
 * uploaded images must outlive the api container (docs/operations.md 'Content').
 */
describe('docker-compose.yml', () => {
  it('keeps the uploaded images of the api service in a declared named volume at its UPLOADS_DIR', () => {
    const file = compose();
    const api = file.services['api'];
    expect(api).toBeDefined();
    const uploadsDir = api?.environment?.['UPLOADS_DIR'];
    expect(uploadsDir, 'the api service sets UPLOADS_DIR').toMatch(/^\//);
    const mount = mounts(api ?? {}).find(([, target]) => target === uploadsDir);
    expect(mount, `a volume mounted at ${uploadsDir}`).toBeDefined();
    const [source = ''] = mount ?? [];
    // A name, not a host path: './x', '/x' or '~/x' would be a bind mount.
    expect(source).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/);
    expect(Object.keys(file.volumes ?? {})).toContain(source);
  });

  it('creates the uploads folder in the image, owned by the user the processes run as', () => {
    const api = compose().services['api'];
    const dockerfile = api?.build?.dockerfile_inline ?? '';
    const uploadsDir = api?.environment?.['UPLOADS_DIR'] ?? '';
    const workdir = /^WORKDIR (\S+)$/m.exec(dockerfile)?.[1] ?? '';
    const user = /^USER (\S+)$/m.exec(dockerfile)?.[1] ?? '';
    expect(uploadsDir.startsWith(`${workdir}/`), `UPLOADS_DIR ${uploadsDir} inside WORKDIR ${workdir}`).toBe(true);
    expect(user).not.toBe('');
    // Docker fills a new named volume with the folder at its mount point, ownership included, so
    // the image must have the folder, writable by USER (a missing one would be root's).
    const relative = uploadsDir.slice(workdir.length + 1);
    const commands = dockerfile.split(/&&|\n/).map((command) => command.replace(/^\s*RUN\s+/, '').trim());
    expect(commands.some((command) => command.split(/\s+/).slice(0, 2).join(' ') === 'mkdir -p' && command.split(/\s+/).includes(relative))).toBe(true);
    const owned = commands
      .filter((command) => command.startsWith(`chown -R ${user}:${user} `))
      .flatMap((command) => command.split(/\s+/).slice(3));
    expect(owned.some((target) => relative === target || relative.startsWith(`${target}/`)), `chown -R ${user} of ${relative}`).toBe(true);
  });
});

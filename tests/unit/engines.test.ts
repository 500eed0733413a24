/**
 * `npm install` prints no engine warning on the Node the project declares
 * (README, "Node"): every package npm installs for sure (not optional) runs
 * on the lowest version `engines.node` allows. A dependency raised to one that
 * needs a newer Node fails here, not as forty warnings on a fresh machine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

const project = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as {
  packages: Record<string, { engines?: { node?: string }; optional?: boolean; version?: string }>;
};

describe('engines', () => {
  const lowest = semver.minVersion(project.engines.node)!.version;

  it('the Node this machine runs is one package.json allows', () => {
    expect(semver.satisfies(process.versions.node, project.engines.node)).toBe(true);
  });

  it(`every package npm installs runs on Node ${lowest}, the lowest package.json allows`, () => {
    const refused = Object.entries(lock.packages)
      .filter(([name, pkg]) => name !== '' && !pkg.optional && pkg.engines?.node)
      .filter(([, pkg]) => !semver.satisfies(lowest, pkg.engines!.node!))
      .map(([name, pkg]) => `${name.replace(/^.*node_modules\//, '')}@${pkg.version}: node ${pkg.engines!.node}`);
    expect(refused).toEqual([]);
  });
});

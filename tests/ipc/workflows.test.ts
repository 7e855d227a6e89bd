import { validateWorkflow } from '@action-validator/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SECRET_NAMES, signingPlan } from '../../.github/scripts/packageInstallers';

/**
 * The release pipeline cannot run here (no runners, no Electron binary), so it is checked by
 * construction: every workflow passes action-validator (GitHub's workflow schema and its globs),
 * and the parts that make a release what the README promises are asserted one by one.
 */
const root = join(__dirname, '..', '..');
const folder = join(root, '.github', 'workflows');
const text = (file: string) => readFileSync(join(folder, file), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  uses?: string;
  'runs-on'?: string;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  strategy?: { matrix: { include: Record<string, string>[] } };
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}
const workflow = (file: string) => parse(text(file)) as Workflow;

describe('the workflows', () => {
  const files = readdirSync(folder).filter((f) => /\.ya?ml$/.test(f));

  it('are the test and release workflows', () => {
    expect(files.sort()).toEqual(['release.yml', 'test.yml']);
  });

  it.each(files)('%s passes action-validator', (file) => {
    expect(validateWorkflow(text(file)).errors).toEqual([]);
  });

  it('action-validator refuses a workflow with a misspelt key (the check can fail)', () => {
    const broken = text('release.yml').replace(
      'runs-on: ${{ matrix.os }}',
      'run-on: ${{ matrix.os }}',
    );
    expect(broken).not.toBe(text('release.yml'));
    const errors = validateWorkflow(broken).errors;
    expect(JSON.stringify(errors)).toContain("Additional property 'run-on' is not allowed");
  });

  it('npm test runs the validator on every workflow', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.test).toContain('npm run lint:workflows');
    for (const file of files)
      expect(scripts['lint:workflows']).toContain(`.github/workflows/${file}`);
  });
});

describe('test.yml: the tests on the three systems, on every push', () => {
  const tests = workflow('test.yml');
  const job = tests.jobs.test!;

  it('runs on pushes to branches, pull requests, and when the release calls it', () => {
    expect(Object.keys(tests.on).sort()).toEqual(['pull_request', 'push', 'workflow_call']);
    expect(tests.on.push).toEqual({ branches: ['**'] });
  });

  it('on Windows, macOS and Linux', () => {
    expect(job.strategy!.matrix.include.map((m) => m.os).sort()).toEqual([
      'macos-latest',
      'ubuntu-latest',
      'windows-latest',
    ]);
  });

  it("runs the README's test command, without the Electron binary", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain('ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci && npm test');
    expect(job.env!.ELECTRON_SKIP_BINARY_DOWNLOAD).toBe('1');
    const runs = job.steps!.map((s) => s.run);
    expect(runs).toContain('npm test');
    expect(runs.findIndex((r) => r?.startsWith('npm ci'))).toBeLessThan(runs.indexOf('npm test'));
  });

  it('may only read the repository', () => {
    expect(tests.permissions).toEqual({ contents: 'read' });
  });
});

describe('release.yml: installers on a version tag, attached to a draft release', () => {
  const release = workflow('release.yml');
  const { test, package: pack, release: publish } = release.jobs;

  it('runs on version tags only, after the same tests', () => {
    expect(release.on).toEqual({ push: { tags: ['v*'] } });
    expect(test!.uses).toBe('./.github/workflows/test.yml');
    expect(pack!.needs).toBe('test');
    expect(publish!.needs).toBe('package');
  });

  it('builds NSIS on Windows, dmg for x64 and arm64 on macOS, AppImage and deb on Linux', () => {
    const targets = Object.fromEntries(
      pack!.strategy!.matrix.include.map((m) => [m.os, m.targets]),
    );
    expect(targets).toEqual({
      'windows-latest': '--win nsis --x64',
      'macos-latest': '--mac dmg zip --x64 --arm64',
      'ubuntu-latest': '--linux AppImage deb --x64',
    });
    const build = pack!.steps!.find((s) => s.run?.includes('packageInstallers.ts'));
    expect(build!.run).toContain('${{ matrix.targets }}');
  });

  it('uploads every installer and the update files, failing when there are none', () => {
    const upload = pack!.steps!.find((s) => s.uses?.startsWith('actions/upload-artifact'));
    expect(upload!.with!['if-no-files-found']).toBe('error');
    const paths = String(upload!.with!.path).split('\n');
    for (const pattern of ['*.exe', '*.dmg', '*.AppImage', '*.deb', 'latest*.yml'])
      expect(paths).toContain(`release/${pattern}`);
  });

  it('attaches them to a draft release, the only job that may write', () => {
    expect(release.permissions).toEqual({ contents: 'read' });
    expect(publish!.permissions).toEqual({ contents: 'write' });
    const attach = publish!.steps!.find((s) => s.run?.includes('gh release create'));
    expect(attach!.run).toMatch(/gh release create "\$TAG" installers\/\* --draft/);
  });

  it('passes each signing secret to the packaging step alone', () => {
    const build = pack!.steps!.find((s) => s.run?.includes('packageInstallers.ts'))!;
    for (const name of SECRET_NAMES) expect(build.env![name]).toBe(`\${{ secrets.${name} }}`);
    const elsewhere = text('release.yml').match(/secrets\./g)!.length;
    expect(elsewhere).toBe(SECRET_NAMES.length);
    expect(text('test.yml')).not.toContain('secrets.');
  });
});

describe('signing: absent secrets give an unsigned build that says so, never a failure', () => {
  const none = Object.fromEntries(SECRET_NAMES.map((n) => [n, '']));

  it('Windows without a certificate: unsigned, with a warning', () => {
    const plan = signingPlan('Windows', none);
    expect(plan).toMatchObject({ signed: false, env: {} });
    expect(plan.notices[0]).toMatch(/^::warning::UNSIGNED Windows installer/);
  });

  it('Windows with a certificate: electron-builder gets it as CSC_LINK', () => {
    const plan = signingPlan('Windows', {
      ...none,
      WINDOWS_CERTIFICATE: 'base64cert',
      WINDOWS_CERTIFICATE_PASSWORD: 'pw',
    });
    expect(plan).toMatchObject({
      signed: true,
      env: { CSC_LINK: 'base64cert', CSC_KEY_PASSWORD: 'pw' },
    });
  });

  it('macOS without a certificate: no keychain search, unsigned and not notarised, with a warning', () => {
    const plan = signingPlan('macOS', { ...none, APPLE_ID: 'someone@example.org' });
    expect(plan).toMatchObject({
      signed: false,
      notarised: false,
      env: { CSC_IDENTITY_AUTO_DISCOVERY: 'false' },
    });
    expect(plan.env).not.toHaveProperty('APPLE_ID');
    expect(plan.notices[0]).toMatch(/^::warning::UNSIGNED macOS/);
  });

  it('macOS with a certificate but part of the notarisation secrets: signed, not notarised', () => {
    const plan = signingPlan('macOS', { ...none, MAC_CERTIFICATE: 'cert', APPLE_ID: 'a@b.org' });
    expect(plan).toMatchObject({ signed: true, notarised: false });
    // electron-builder would fail on APPLE_ID without the others: none is passed.
    expect(Object.keys(plan.env).sort()).toEqual(['CSC_KEY_PASSWORD', 'CSC_LINK']);
    expect(plan.notices[0]).toContain('APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID not set');
  });

  it('macOS with every secret: signed and notarised', () => {
    const plan = signingPlan('macOS', {
      MAC_CERTIFICATE: 'cert',
      MAC_CERTIFICATE_PASSWORD: 'pw',
      APPLE_ID: 'a@b.org',
      APPLE_APP_SPECIFIC_PASSWORD: 'app-pw',
      APPLE_TEAM_ID: 'TEAM123',
    });
    expect(plan).toMatchObject({ signed: true, notarised: true });
    expect(plan.env).toMatchObject({ APPLE_ID: 'a@b.org', APPLE_TEAM_ID: 'TEAM123' });
  });

  it('Linux packages are not signed, and the run says so without warning', () => {
    expect(signingPlan('Linux', none).notices[0]).toMatch(/^::notice::/);
  });
});

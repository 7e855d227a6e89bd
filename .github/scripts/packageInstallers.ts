import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs electron-builder for the release workflow with the signing settings the repository's
 * secrets allow. Secrets that are absent (a fork, a first release) give an unsigned installer and
 * a warning on the run's summary, never a failed build. The secrets reach electron-builder's own
 * process only, not the other steps of the job.
 *
 *   npx tsx .github/scripts/packageInstallers.ts --win nsis --x64
 */

export type RunnerOs = 'Windows' | 'macOS' | 'Linux';

/** The repository secrets the workflow passes in, under these names (all optional). */
export const SECRET_NAMES = [
  'WINDOWS_CERTIFICATE',
  'WINDOWS_CERTIFICATE_PASSWORD',
  'MAC_CERTIFICATE',
  'MAC_CERTIFICATE_PASSWORD',
  'APPLE_ID',
  'APPLE_APP_SPECIFIC_PASSWORD',
  'APPLE_TEAM_ID',
] as const;

export interface SigningPlan {
  /** Variables for electron-builder (its names: CSC_LINK, APPLE_ID …). */
  readonly env: Readonly<Record<string, string>>;
  readonly signed: boolean;
  readonly notarised: boolean;
  /** GitHub Actions workflow commands (`::warning::…`) saying what was left out and why. */
  readonly notices: readonly string[];
}

type Env = Readonly<Record<string, string | undefined>>;

/** A secret that is not set reaches the step as an empty string. */
function given(env: Env, name: (typeof SECRET_NAMES)[number]): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

export function signingPlan(os: RunnerOs, env: Env): SigningPlan {
  if (os === 'Linux')
    return {
      env: {},
      signed: false,
      notarised: false,
      notices: ['::notice::AppImage and deb are not signed; the release lists their checksums.'],
    };
  if (os === 'Windows') {
    const certificate = given(env, 'WINDOWS_CERTIFICATE');
    if (!certificate)
      return {
        env: {},
        signed: false,
        notarised: false,
        notices: [
          '::warning::UNSIGNED Windows installer: the WINDOWS_CERTIFICATE secret is not set. SmartScreen will warn on first start.',
        ],
      };
    return {
      env: {
        CSC_LINK: certificate,
        CSC_KEY_PASSWORD: given(env, 'WINDOWS_CERTIFICATE_PASSWORD') ?? '',
      },
      signed: true,
      notarised: false,
      notices: ['::notice::Windows installer signed.'],
    };
  }
  const certificate = given(env, 'MAC_CERTIFICATE');
  if (!certificate)
    return {
      // Without this electron-builder would look for any identity in the runner's keychain.
      env: { CSC_IDENTITY_AUTO_DISCOVERY: 'false' },
      signed: false,
      notarised: false,
      notices: [
        '::warning::UNSIGNED macOS disk images: the MAC_CERTIFICATE secret is not set, so they are neither signed nor notarised. Gatekeeper will refuse the first start until the person allows it.',
      ],
    };
  const signing = {
    CSC_LINK: certificate,
    CSC_KEY_PASSWORD: given(env, 'MAC_CERTIFICATE_PASSWORD') ?? '',
  };
  const apple = {
    APPLE_ID: given(env, 'APPLE_ID'),
    APPLE_APP_SPECIFIC_PASSWORD: given(env, 'APPLE_APP_SPECIFIC_PASSWORD'),
    APPLE_TEAM_ID: given(env, 'APPLE_TEAM_ID'),
  };
  const missing = Object.entries(apple)
    .filter(([, value]) => value === null)
    .map(([name]) => name);
  if (missing.length > 0)
    return {
      // electron-builder fails on a partial set of notarisation variables: pass none.
      env: signing,
      signed: true,
      notarised: false,
      notices: [
        `::warning::macOS disk images signed but NOT NOTARISED: ${missing.join(', ')} not set. Gatekeeper will warn on first start.`,
      ],
    };
  return {
    env: { ...signing, ...(apple as Record<string, string>) },
    signed: true,
    notarised: true,
    notices: ['::notice::macOS disk images signed and notarised.'],
  };
}

function runnerOs(value: string | undefined): RunnerOs {
  if (value === 'Windows' || value === 'macOS' || value === 'Linux') return value;
  return process.platform === 'win32'
    ? 'Windows'
    : process.platform === 'darwin'
      ? 'macOS'
      : 'Linux';
}

function main(): void {
  const plan = signingPlan(runnerOs(process.env.RUNNER_OS), process.env);
  for (const notice of plan.notices) console.log(notice);
  const cli = join(process.cwd(), 'node_modules', 'electron-builder', 'cli.js');
  const args = ['--config', 'electron-builder.yml', '--publish', 'never', ...process.argv.slice(2)];
  const builderEnv: NodeJS.ProcessEnv = { ...process.env };
  // Only what the plan chose reaches electron-builder (a partial notarisation set would fail it).
  for (const name of SECRET_NAMES) delete builderEnv[name];
  Object.assign(builderEnv, plan.env);
  const run = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', env: builderEnv });
  process.exit(run.status ?? 1);
}

if (process.argv[1] && /packageInstallers\.ts$/.test(process.argv[1])) main();

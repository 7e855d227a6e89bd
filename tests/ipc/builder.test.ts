import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, matchesGlob } from 'node:path';
import { build } from 'vite';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FuseV1Options } from '@electron/fuses';
import { PlatformPackager } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { OPENABLE_EXTENSIONS } from '../../main/shell/fileKinds';

/**
 * electron-builder.yml, loaded and validated by electron-builder's own code (its loader and its
 * JSON schema), since the installers cannot be built here (no Electron binary).
 */
const root = join(__dirname, '..', '..');

describe('electron-builder.yml', () => {
  it('is a valid electron-builder configuration', async () => {
    const config = await getConfig(root, 'electron-builder.yml', null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('builds NSIS, dmg, AppImage and deb installers of org.epicsolo.app into release/', async () => {
    const config = await getConfig(root, 'electron-builder.yml', null);
    expect(config.appId).toBe('org.epicsolo.app');
    expect(config.directories?.output).toBe('release');
    expect(config.win?.target).toBe('nsis');
    expect(config.mac?.target).toEqual([
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
    ]);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(JSON.stringify(config.files)).toContain('"out/**/*"');
  });

  it('flips the fuses that lock the packaged program down, as @electron/fuses names them', async () => {
    const config = await getConfig(root, 'electron-builder.yml', null);
    // electron-builder's own translation of the configuration into @electron/fuses' settings.
    // (a private method that uses nothing of its instance)
    const packager = PlatformPackager.prototype as unknown as {
      generateFuseConfig(fuses: unknown): Promise<Record<number, boolean>>;
    };
    const fuses = await packager.generateFuseConfig.call(null, config.electronFuses);
    expect(fuses[FuseV1Options.RunAsNode]).toBe(false);
    expect(fuses[FuseV1Options.EnableCookieEncryption]).toBe(true);
    expect(fuses[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(fuses[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(fuses[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    // ASAR integrity and "only from the archive" mean nothing without an archive.
    expect(config.asar).toBe(true);
  });

  it('registers saves, rosters and campaigns for double-click, as the shell recognises them', async () => {
    const config = await getConfig(root, 'electron-builder.yml', null);
    const associations = [config.fileAssociations ?? []].flat();
    const extensions = associations.flatMap((a) => [a.ext].flat());
    expect(extensions.sort()).toEqual([...OPENABLE_EXTENSIONS].sort());
    for (const association of associations) {
      expect(association.name, association.ext.toString()).toBeTruthy();
      // The deb's .desktop file lists MIME types; without one Linux offers no double-click.
      expect(association.mimeType, association.ext.toString()).toMatch(/^application\//);
    }
  });

  it('the AI worker finds everything it loads outside the archive (asarUnpack)', async () => {
    // Packaged, the worker's script is loaded from app.asar.unpacked (main.ts), and Node looks
    // for what it requires there, not inside app.asar: each file and package must be unpacked.
    const config = await getConfig(root, 'electron-builder.yml', null);
    const unpacked = [config.asarUnpack ?? []].flat();
    const outDir = mkdtempSync(join(tmpdir(), 'epic-solo-main-'));
    await build({
      configFile: join(root, 'vite.main.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const files = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      files.add(`out/main/${file}`);
      const code = readFileSync(join(outDir, file), 'utf8');
      for (const [, name] of code.matchAll(/require\("([^"]+)"\)/g)) {
        if (name!.startsWith('./')) visit(name!.slice(2));
        else if (!name!.startsWith('node:') && !builtinModules.includes(name!))
          packages.add(
            name!.startsWith('@') ? name!.split('/').slice(0, 2).join('/') : name!.split('/')[0]!,
          );
      }
    };
    visit('aiWorker.cjs');
    rmSync(outDir, { recursive: true, force: true });
    const covered = (path: string) => unpacked.some((pattern) => matchesGlob(path, pattern));
    expect([...files].filter((f) => !covered(f))).toEqual([]);
    expect(packages.size).toBeGreaterThan(0);
    expect([...packages].filter((p) => !covered(`node_modules/${p}/package.json`))).toEqual([]);
  }, 60_000);

  it('its icon is a 512 x 512 PNG, the size every platform is made from', async () => {
    const config = await getConfig(root, 'electron-builder.yml', null);
    for (const icon of [config.win?.icon, config.mac?.icon, config.linux?.icon])
      expect(icon).toBe('main/resources/icon.png');
    const png = readFileSync(join(root, 'main/resources/icon.png'));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
    // The image data inflates to 512 rows of 512 RGBA pixels.
    const idat = png.indexOf('IDAT');
    const length = png.readUInt32BE(idat - 4);
    expect(inflateSync(png.subarray(idat + 4, idat + 4 + length)).length).toBe(512 * (512 * 4 + 1));
  });

  it('main/cli/makeIcon.ts draws exactly the committed icon', async () => {
    const { iconPng } = await import('../../main/cli/makeIcon');
    expect(iconPng().equals(readFileSync(join(root, 'main/resources/icon.png')))).toBe(true);
  });
});

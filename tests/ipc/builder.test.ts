import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

import { extname } from 'node:path';
import { err, ok, type Result } from '../../engine/kernel/result';
import { SAVE_FORMAT } from '../../engine/netea/saves';

/**
 * What a file a person opens is: a saved game, a roster or a campaign, known by its extension
 * and, where the file says so, by its own header (the `format` of our JSON files, the zip or
 * XML signature of BattleScribe's rosters). The header wins: a game saved under another name is
 * still a game. Checking the content itself is the opener's work (openFile.ts).
 */
export type FileKind = 'save' | 'roster' | 'campaign';

export interface RecognisedFile {
  readonly kind: FileKind;
  /** Our own JSON files, or BattleScribe's roster (.ros XML, .rosz zipped XML). */
  readonly format: 'epic-solo' | 'battlescribe';
}

/** The `format` names of our own files (docs/saves.md: campaigns will be `epic-solo/campaign`). */
const FORMATS: Readonly<Record<string, FileKind>> = {
  [SAVE_FORMAT]: 'save',
  'epic-solo/roster': 'roster',
  'epic-solo/campaign': 'campaign',
};

/** Our own extensions; `.json` is what the saves folder holds. */
const OWN_EXTENSIONS: Readonly<Record<string, FileKind>> = {
  epicsave: 'save',
  epicroster: 'roster',
  epiccampaign: 'campaign',
  json: 'save',
};

/** The extensions the installers associate with Epic Solo (electron-builder.yml). */
export const OPENABLE_EXTENSIONS = ['epicsave', 'epicroster', 'epiccampaign', 'ros', 'rosz'];

/** The open dialog's filters, one per kind. */
export const OPEN_FILTERS = [
  { name: 'Epic Solo files', extensions: [...OPENABLE_EXTENSIONS, 'json'] },
  { name: 'Saved games', extensions: ['epicsave', 'json'] },
  { name: 'Rosters', extensions: ['ros', 'rosz', 'epicroster'] },
  { name: 'Campaigns', extensions: ['epiccampaign'] },
];

export const SAVE_EXTENSION = 'epicsave';

const WHAT_OPENS =
  'Epic Solo opens saved games (.epicsave), rosters (.ros, .rosz, .epicroster) and campaigns (.epiccampaign)';

export function extensionOf(name: string): string {
  return extname(name).slice(1).toLowerCase();
}

export function recognise(name: string, bytes: Uint8Array): Result<RecognisedFile> {
  const extension = extensionOf(name);
  if (extension === 'rosz') {
    // A .rosz is a zip archive holding the .ros: it starts with a zip entry's signature.
    if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
      return ok({ kind: 'roster', format: 'battlescribe' });
    return err([
      'not a BattleScribe roster: a .rosz file is a zip archive, and this one is not (damaged?)',
    ]);
  }
  if (extension === 'ros') {
    const head = textHead(bytes);
    if (/^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<roster[\s>]/.test(head))
      return ok({ kind: 'roster', format: 'battlescribe' });
    return err(['not a BattleScribe roster: a .ros file is XML starting with <roster>']);
  }
  const own = OWN_EXTENSIONS[extension];
  if (!own) {
    const what = extension === '' ? 'files without an extension' : `.${extension} files`;
    return err([`${WHAT_OPENS}, not ${what}`]);
  }
  // Our writers put the format first; a file without one is left to its opener to word.
  const format = /^\{\s*"format"\s*:\s*"([^"\\]{0,100})"/.exec(textHead(bytes))?.[1];
  if (format === undefined) return ok({ kind: own, format: 'epic-solo' });
  const kind = FORMATS[format];
  if (!kind) return err([`the file is a "${format}", which Epic Solo does not open`]);
  return ok({ kind, format: 'epic-solo' });
}

/** The first characters of a text file, without a byte order mark or leading white space. */
function textHead(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
}

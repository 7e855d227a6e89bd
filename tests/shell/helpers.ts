import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSave } from '../../engine/netea/saves';
import { savedContent } from '../saves/helpers';

/** A fresh folder standing for the per-user data folder, or for a person's Downloads. */
export function tempFolder(what = 'shell'): Promise<string> {
  return mkdtemp(join(tmpdir(), `epic-solo-${what}-`));
}

/**
 * The text of a real save (the Armoured scenario after a few commands), named `name`. With
 * `people`, a person plays both sides, so that loading it never needs the computer.
 */
export function saveText(
  name: string | null = 'Evening game',
  commands = 12,
  people = false,
): string {
  const content = savedContent(commands, 3, name);
  return writeSave(
    people ? { ...content, host: { ...content.host, controllers: ['person', 'person'] } } : content,
  );
}

/** The same save with one digit of its body changed: the checksum no longer matches. */
export function damagedSaveText(): string {
  const text = saveText();
  const at = text.indexOf('"turn":') + '"turn":'.length;
  return `${text.slice(0, at)}${text[at] === '9' ? '8' : '9'}${text.slice(at + 1)}`;
}

export const ZIP_HEAD = [0x50, 0x4b, 0x03, 0x04];
export const bytes = (text: string) => new TextEncoder().encode(text);

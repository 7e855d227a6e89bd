import { describe, expect, it } from 'vitest';
import { readSave, writeSave } from '../../engine/netea/saves';
import { SaveLibrary } from '../../main/saves/library';
import { savedContent } from './helpers';
import { memoryDisk } from './memoryDisk';

/** Saves a person manages from the start screen: renamed, exported to a file, imported again. */
describe('managing saves', () => {
  it('renames a save: the same game under the new name, the old name gone', async () => {
    const files = new Map<string, string>();
    const library = new SaveLibrary(memoryDisk(files));
    const id = await library.saveAs('The ridge', savedContent(40));
    const renamed = await library.rename(id, 'The ridge, turn 2');
    if (!renamed.ok) throw new Error(renamed.error.join('; '));
    const listed = await library.list();
    expect(listed.map((s) => ('meta' in s ? s.meta.name : null))).toEqual(['The ridge, turn 2']);
    const before = readSave(writeSave({ ...savedContent(40), name: 'x' }));
    const after = await library.load(renamed.value);
    if (!before.ok || !after.ok) throw new Error('unreadable');
    expect(after.value.save.commands).toEqual(before.value.commands);
    expect(after.value.save.meta.savedAt).toBe(before.value.meta.savedAt);
  });

  it('exports a save as the file it is, which imports back as the same game', async () => {
    const library = new SaveLibrary(memoryDisk());
    const id = await library.saveAs('The ford', savedContent(30));
    const text = await library.exportText(id);
    if (!text.ok) throw new Error(text.error.join('; '));
    expect(readSave(text.value).ok).toBe(true);
    const elsewhere = new SaveLibrary(memoryDisk());
    const imported = await elsewhere.importSave(text.value);
    if (!imported.ok) throw new Error(imported.error.join('; '));
    const loaded = await elsewhere.load(imported.value);
    expect(loaded.ok && loaded.value.save.meta.name).toBe('The ford');
  });

  it('refuses a damaged file on import with its reason, and keeps every save as it was', async () => {
    const files = new Map<string, string>();
    const library = new SaveLibrary(memoryDisk(files));
    await library.saveAs('The ford', savedContent(30));
    const before = new Map(files);
    const text = writeSave({ ...savedContent(30), name: 'Damaged' });
    const imported = await library.importSave(text.replace('"turn":', '"turn": 1,"x":'));
    expect(imported.ok).toBe(false);
    if (!imported.ok) expect(imported.error.join(' ')).toMatch(/save:/);
    expect(files).toEqual(before);
  });

  it('says which save it cannot export', async () => {
    const library = new SaveLibrary(memoryDisk());
    const text = await library.exportText('named-nothing-here');
    expect(text).toEqual({ ok: false, error: ['save "named-nothing-here" cannot be read'] });
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { bundledLists, readRoster } from '../../engine/netea/armies';
import { RosterLibrary } from '../../main/rosters/library';
import { BuilderScreen } from '../../renderer/src/builder/BuilderScreen';
import { createRosterClient } from '../../renderer/src/host/rosterClient';
import { setLanguage } from '../../renderer/src/i18n';
import { memoryDisk } from '../saves/memoryDisk';
import { byTestId, choose, click, render, settle, textOf, typeInto } from './dom';

/**
 * 6.2.1 "counts as" notes in the army builder: added, edited and removed by the person, checked
 * by the engine as they are typed, printed on the sheet and saved with the roster.
 */
async function orkBuilder() {
  const files = new Map<string, string>();
  const library = new RosterLibrary(memoryDisk(files, 'roster'));
  const rosters = createRosterClient({
    listRosters: async () => ({ ok: true, value: await library.list() }),
    saveRoster: (r) => library.save(r),
    openRoster: (id) => library.open(id),
    removeRoster: (id) => library.remove(id),
    importRosterFile: (name, bytes) => library.importFile(name, bytes),
  });
  const { container } = render(
    <BuilderScreen rosters={rosters} lists={bundledLists()} onBack={() => undefined} />,
  );
  await settle();
  choose(
    byTestId<HTMLSelectElement>(container, 'builder-list'),
    'orks-ghazghkull-thraka-s-war-horde-ea',
  );
  click(container.querySelector('button[aria-label="Add Warband"]')!);
  const notes = () => [...container.querySelectorAll<HTMLElement>('[data-testid=counts-as-note]')];
  const model = (i: number) => notes()[i]!.querySelector<HTMLInputElement>('input')!;
  const unit = (i: number) => notes()[i]!.querySelector<HTMLSelectElement>('select')!;
  const problems = (i: number) =>
    [...notes()[i]!.querySelectorAll('.error')].map((p) => p.getAttribute('data-code'));
  return { container, files, notes, model, unit, problems };
}

afterEach(() => setLanguage('en'));

describe('"counts as" notes in the army builder (6.2.1)', () => {
  it('adds a note, names the model and its unit, and prints it; the roster stays legal', async () => {
    const b = await orkBuilder();
    expect(b.notes()).toHaveLength(0);
    expect(b.container.querySelector('[data-testid=print-counts-as]')).toBeNull();
    click(byTestId(b.container, 'add-counts-as'));
    expect(b.notes()).toHaveLength(1);
    // An empty note asks for its model and a unit of the list.
    expect(b.problems(0)).toEqual(['roster/counts-as-no-model']);
    typeInto(b.model(0), 'Squigoth');
    expect(b.problems(0)).toEqual(['roster/counts-as-unknown-unit']);
    // The choices are the list's own units.
    expect([...b.unit(0).options].map((o) => o.value)).toContain('Battlewagonz');
    expect([...b.unit(0).options].map((o) => o.value)).not.toContain('Land Raider');
    choose(b.unit(0), 'Battlewagonz');
    expect(b.problems(0)).toEqual([]);
    expect(textOf(byTestId(b.container, 'roster-legal'))).toMatch(/^A legal army/);
    expect(textOf(byTestId(b.container, 'print-counts-as'))).toContain(
      'Squigoth counts as Battlewagonz (6.2.1)',
    );
    // Saved with the roster.
    await act(async () => click(byTestId(b.container, 'save-roster')));
    await settle();
    const saved = [...b.files.values()].map((text) => readRoster(text, bundledLists()));
    expect(saved.map((r) => r.ok && r.value.countsAs)).toEqual([
      [{ model: 'Squigoth', countsAs: 'Battlewagonz' }],
    ]);
  });

  it('says what the rule refuses beside the note: a covered model, one model as two units; removing mends it', async () => {
    const b = await orkBuilder();
    click(byTestId(b.container, 'add-counts-as'));
    typeInto(b.model(0), 'Stompa');
    choose(b.unit(0), 'Gargant');
    expect(b.problems(0)).toEqual(['roster/counts-as-covered']);
    expect(textOf(b.notes()[0]!)).toContain(
      'Stompa is a unit of this army list: it must be used as itself, not count as something else (6.2.1).',
    );
    typeInto(b.model(0), 'Squigoth');
    choose(b.unit(0), 'Battlewagonz');
    click(byTestId(b.container, 'add-counts-as'));
    typeInto(b.model(1), 'Squigoth');
    choose(b.unit(1), 'Gunwagonz');
    expect(b.problems(1)).toEqual(['roster/counts-as-two-units']);
    expect(textOf(byTestId(b.container, 'roster-problems'))).toContain(
      'Squigoth counts as both Battlewagonz and Gunwagonz',
    );
    click(b.container.querySelector('button[aria-label="Remove the note on Squigoth"]')!);
    expect(b.notes()).toHaveLength(1);
    expect(b.unit(0).value).toBe('Gunwagonz');
    expect(b.problems(0)).toEqual([]);
  });

  it('words the notes and their problems in German', async () => {
    const b = await orkBuilder();
    click(byTestId(b.container, 'add-counts-as'));
    typeInto(b.model(0), 'Squigoth');
    choose(b.unit(0), 'Battlewagonz');
    click(byTestId(b.container, 'add-counts-as'));
    typeInto(b.model(1), 'Squigoth');
    choose(b.unit(1), 'Gunwagonz');
    act(() => setLanguage('de'));
    expect(textOf(byTestId(b.container, 'counts-as'))).toContain('Zählt als (6.2.1)');
    expect(textOf(b.notes()[1]!)).toContain(
      'Squigoth zählt schon als eine andere Einheit: Alle Modelle einer Art zählen als dieselbe Einheit (6.2.1).',
    );
    expect(textOf(byTestId(b.container, 'print-counts-as'))).toContain(
      'Squigoth zählt als Battlewagonz (6.2.1)',
    );
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { bundledLists, writeRoster } from '../../engine/netea/armies';
import { RosterLibrary } from '../../main/rosters/library';
import { BuilderScreen } from '../../renderer/src/builder/BuilderScreen';
import { createRosterClient } from '../../renderer/src/host/rosterClient';
import { sampleRoster } from '../rosters/fixtures';
import { memoryDisk } from '../saves/memoryDisk';
import { button, byTestId, choose, click, render, settle, textOf, typeInto } from './dom';

/**
 * The army builder panel in happy-dom, driven as a person drives it, over the real roster
 * library on an in-memory disk: every figure and message it shows comes from the engine.
 */
async function builder(files = new Map<string, string>()) {
  const library = new RosterLibrary(memoryDisk(files, 'roster'));
  const rosters = createRosterClient({
    listRosters: async () => ({ ok: true, value: await library.list() }),
    saveRoster: (r) => library.save(r),
    openRoster: (id) => library.open(id),
    removeRoster: (id) => library.remove(id),
    importRosterFile: (name, bytes) => library.importFile(name, bytes),
  });
  const screen = render(
    <BuilderScreen rosters={rosters} lists={bundledLists()} onBack={() => undefined} />,
  );
  await settle();
  const { container } = screen;
  const list = byTestId<HTMLSelectElement>(container, 'builder-list');
  choose(list, 'space-marines-ea');
  const addButton = (name: string) =>
    container.querySelector<HTMLButtonElement>(`button[aria-label="Add ${name}"]`)!;
  return {
    container,
    files,
    list,
    add: (name: string) => click(addButton(name)),
    total: () => textOf(byTestId(container, 'points-total')),
    status: () =>
      textOf(
        container.querySelector('[data-testid=roster-legal]') ??
          container.querySelector('[data-testid=roster-problems]'),
      ),
  };
}

describe('the army builder', () => {
  it('adds a formation: its points, the total against the game size and the bar', async () => {
    const b = await builder();
    expect(b.total()).toBe('0 of 3000 points');
    b.add('Tactical');
    expect(b.total()).toBe('275 of 3000 points');
    const bar = b.container.querySelector<HTMLElement>('[role=progressbar]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('275');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('9%');
    expect(b.status()).toBe('A legal army: every constraint of the list is kept.');
    expect(textOf(byTestId(b.container, 'roster-formation'))).toContain('Tactical');
    // The list is fixed once the roster has formations.
    expect(b.list.disabled).toBe(true);
  });

  it('names a broken constraint and the entries involved, and clears it when mended', async () => {
    const b = await builder();
    b.add('Tactical');
    click(button(b.container, '▸ Tactical'));
    click(b.container.querySelector('button[aria-label="One Tactical Squad more"]')!);
    expect(b.status()).toMatch(/^One constraint is broken:/);
    expect(
      [...b.container.querySelectorAll('[data-testid=roster-problems] li')].map(textOf),
    ).toEqual(['Tactical › Tactical Squad: 7 taken, at most 6 allowed']);
    expect(textOf(byTestId(b.container, 'roster-formation'))).toContain(
      'Tactical › Tactical Squad: 7 taken, at most 6 allowed',
    );
    click(b.container.querySelector('button[aria-label="One Tactical Squad fewer"]')!);
    expect(b.status()).toMatch(/^A legal army/);
  });

  it('counts an upgrade and says when the army is over the game size', async () => {
    const b = await builder();
    b.add('Tactical');
    click(button(b.container, '▸ Tactical'));
    click(b.container.querySelector('button[aria-label="One Captain more"]')!);
    expect(b.total()).toBe('325 of 3000 points');
    typeInto(byTestId<HTMLInputElement>(b.container, 'game-size'), '300');
    expect(b.total()).toBe('325 of 300 points');
    expect(b.status()).toContain('325 points spent, the limit is 300');
    expect(b.container.querySelector('.points-bar.over')).not.toBeNull();
  });

  it("shows every unit's datasheet and what the engine does not enforce yet", async () => {
    const b = await builder();
    b.add('Tactical');
    click(button(b.container, '▸ Tactical'));
    click(b.container.querySelector('button[aria-label="One Captain more"]')!);
    const sheets = [...b.container.querySelectorAll('.builder-roster [data-testid=unit-sheet]')];
    const captain = sheets.map(textOf).find((t) => t.startsWith('Captain'));
    expect(captain).toContain('Invulnerable save (6)');
    // Leaders (2.1.8) and commanders (2.1.2) are enforced since the specialist rules.
    expect(captain).not.toMatch(/Not enforced by the rules engine yet/);
    const tactical = sheets.find((s) => textOf(s).startsWith('Tactical'))!;
    expect([...tactical.querySelectorAll('td')].map(textOf)).toEqual(['15cm', '4+', '4+', '4+']);
  });

  it('saves, lists, reopens and deletes a roster', async () => {
    const b = await builder();
    typeInto(byTestId<HTMLInputElement>(b.container, 'roster-name'), 'Strike force');
    b.add('Tactical');
    click(byTestId(b.container, 'save-roster'));
    await settle();
    expect(textOf(byTestId(b.container, 'builder-notice'))).toBe('Saved "Strike force".');
    expect(textOf(byTestId(b.container, 'saved-rosters'))).toContain(
      'Space Marines: Codex Astartes, 275/3000 pts',
    );
    click(button(b.container, 'New roster'));
    expect(b.total()).toBe('0 of 3000 points');
    click(button(b.container, 'Strike force'));
    await settle();
    expect(b.total()).toBe('275 of 3000 points');
    click(b.container.querySelector('button[aria-label="Delete Strike force"]')!);
    await settle();
    expect(textOf(b.container)).toContain('No rosters saved yet.');
    expect([...b.files.keys()]).toEqual([]);
  });

  it('refuses a damaged roster file with the reason, and keeps what is stored', async () => {
    const files = new Map<string, string>();
    const b = await builder(files);
    const good = writeRoster(sampleRoster('space-marines-ea', ['tactical'], 'Kept'));
    const input = byTestId<HTMLInputElement>(b.container, 'roster-file');
    const damaged = new File([good.replace('"name":"Kept"', '"name":"Lost"')], 'Kept.epicroster');
    Object.defineProperty(input, 'files', { value: [damaged], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(textOf(byTestId(b.container, 'builder-notice'))).toBe(
      '"Kept.epicroster" cannot be opened: roster: the checksum does not match the content: the file was damaged or changed after it was saved',
    );
    expect(files.size).toBe(0);
    expect(b.total()).toBe('0 of 3000 points');
  });
});

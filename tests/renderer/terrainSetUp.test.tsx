// @vitest-environment happy-dom
import { act, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyLayout,
  writeTerrainLayout,
  type TerrainLayout,
} from '../../engine/netea/scenarios/terrainLayout';
import {
  DEFAULT_TOURNAMENT_GAME,
  type TournamentGameOptions,
} from '../../engine/netea/scenarios/tournamentOptions';
import { setLanguage } from '../../renderer/src/i18n';
import { TerrainSetUp } from '../../renderer/src/screens/terrain/TerrainSetUp';
import { byTestId, choose, click, render, textOf, typeInto } from './dom';

// happy-dom draws no canvas: the table view's Konva nodes stand in as plain elements here (the
// browser test drives the real one).
vi.mock('react-konva', () => {
  const Box = (props: { children?: ReactNode; name?: string }) => (
    <div data-konva={props.name ?? ''}>{props.children}</div>
  );
  return { Stage: Box, Layer: Box, Rect: Box, Line: Box, Transformer: () => null };
});

const TABLE = { width: 180, height: 120 };
const square = (x: number, y: number, s: number) => [
  { x, y },
  { x: x + s, y },
  { x: x + s, y: y + s },
  { x, y: y + s },
];

/** The panel as the New battle screen holds it: the options in state, `latest` to look at. */
function mount(start: TournamentGameOptions) {
  const seen: { latest: TournamentGameOptions } = { latest: start };
  function Host() {
    const [options, setOptions] = useState(start);
    seen.latest = options;
    return <TerrainSetUp options={options} onChange={setOptions} battleSeed={7} />;
  }
  const r = render(<Host />);
  return { ...r, seen };
}

async function pick(input: HTMLInputElement, name: string, text: string) {
  Object.defineProperty(input, 'files', { value: [new File([text], name)], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await act(async () => undefined);
}

afterEach(() => setLanguage('en'));

describe('the terrain set-up panel of the New battle screen (6.1.2, 1.8.4)', () => {
  it('generated terrain: the seed, density and kinds chosen are the options the game is built from', () => {
    const { container, seen } = mount({ ...DEFAULT_TOURNAMENT_GAME, terrainSeed: 12 });
    expect(textOf(byTestId(container, 'terrain-summary'))).toBe(
      'generated from terrain seed 12: hill, woods, buildings, ruins, scrub, marsh',
    );
    click(byTestId(container, 'terrain-open'));
    const preview = () => [...container.querySelectorAll('[data-testid=terrain-preview] polygon')];
    expect(preview()).toHaveLength(12);
    typeInto(byTestId<HTMLInputElement>(container, 'terrain-seed'), '99');
    choose(byTestId<HTMLSelectElement>(container, 'terrain-dialog-density'), '1');
    for (const kind of ['hill', 'buildings', 'ruins', 'scrub', 'marsh'])
      click(byTestId(container, `terrain-kind-${kind}`));
    click(byTestId(container, 'terrain-kind-jungle'));
    expect(seen.latest).toMatchObject({
      terrainSeed: 99,
      terrainDensity: 1,
      terrainKinds: ['woods', 'jungle'],
    });
    expect(seen.latest.terrainLayout).toBeUndefined();
    expect(preview()).toHaveLength(6);
    expect(new Set(preview().map((p) => p.getAttribute('data-type')))).toEqual(
      new Set(['woods', 'jungle']),
    );
    // The last kind left cannot be taken away: the generator needs one to draw from.
    click(byTestId(container, 'terrain-kind-jungle'));
    expect(byTestId<HTMLInputElement>(container, 'terrain-kind-woods').disabled).toBe(true);
  });

  it('generated terrain follows the battle seed until a terrain seed is given, and again when it is cleared', () => {
    const { container, seen } = mount(DEFAULT_TOURNAMENT_GAME);
    expect(textOf(byTestId(container, 'terrain-summary'))).toBe(
      "generated from the battle's seed: hill, woods, buildings, ruins, scrub, marsh",
    );
    click(byTestId(container, 'terrain-open'));
    const types = () =>
      [...container.querySelectorAll('[data-testid=terrain-preview] polygon')].map((p) =>
        p.getAttribute('data-type'),
      );
    const battle = types();
    typeInto(byTestId<HTMLInputElement>(container, 'terrain-seed'), '8');
    expect(seen.latest.terrainSeed).toBe(8);
    expect(types()).not.toEqual(battle);
    typeInto(byTestId<HTMLInputElement>(container, 'terrain-seed'), '');
    expect('terrainSeed' in seen.latest).toBe(false);
    expect(types()).toEqual(battle);
  });

  it('opens a layout file, and refuses a malformed one with the reason, keeping the table as it was', async () => {
    const placed: TerrainLayout = {
      ...emptyLayout(TABLE),
      pieces: [{ type: 'woods', polygon: square(40, 40, 20) }],
    };
    const { container, seen } = mount({ ...DEFAULT_TOURNAMENT_GAME, terrainLayout: placed });
    expect(textOf(byTestId(container, 'terrain-summary'))).toBe('1 piece placed by hand');
    click(byTestId(container, 'terrain-open'));
    const input = byTestId<HTMLInputElement>(container, 'terrain-file');

    const crossed = {
      ...placed,
      pieces: [
        {
          type: 'marsh',
          polygon: [
            { x: 50, y: 50 },
            { x: 70, y: 70 },
            { x: 70, y: 50 },
            { x: 50, y: 70 },
          ],
        },
      ],
    };
    await pick(input, 'bad.epicterrain', writeTerrainLayout(crossed));
    expect(textOf(byTestId(container, 'terrain-file-problem'))).toBe(
      'That layout cannot be opened:Piece 1 (marsh) has an outline that crosses itself.',
    );
    expect(seen.latest.terrainLayout).toEqual(placed);

    await pick(
      input,
      'wide.epicterrain',
      writeTerrainLayout({ ...placed, table: { width: 240, height: 120 } }),
    );
    expect(textOf(byTestId(container, 'terrain-file-problem'))).toContain(
      'The layout is for a 240 by 120cm table; the table chosen is 180 by 120cm.',
    );
    expect(seen.latest.terrainLayout).toEqual(placed);

    setLanguage('de');
    await pick(input, 'broken.epicterrain', '{"format":');
    expect(textOf(byTestId(container, 'terrain-file-problem'))).toMatch(
      /^Diese Aufstellung kann nicht geöffnet werden:Die Datei kann nicht gelesen werden: terrain layout: not valid JSON/,
    );
    setLanguage('en');

    const good = {
      ...placed,
      pieces: [...placed.pieces, { type: 'hill', polygon: square(100, 60, 30) }],
    };
    await pick(input, 'good.epicterrain', writeTerrainLayout(good));
    expect(container.querySelector('[data-testid=terrain-file-problem]')).toBeNull();
    expect(seen.latest.terrainLayout).toEqual(good);
  });

  it('placed by hand: who set up the terrain decides who chooses the edge (6.1.2); generated terrain forgets it', () => {
    const { container, seen } = mount({ ...DEFAULT_TOURNAMENT_GAME, terrainSeed: 3 });
    click(byTestId(container, 'terrain-open'));
    click(byTestId(container, 'terrain-edit-generated'));
    expect(seen.latest.terrainLayout?.pieces).toHaveLength(12);
    choose(byTestId<HTMLSelectElement>(container, 'terrain-set-up-by'), '1');
    expect(seen.latest.terrainSetUpBy).toBe(1);
    click(byTestId(container, 'terrain-generated'));
    expect(seen.latest.terrainLayout).toBeUndefined();
    expect(seen.latest.terrainSetUpBy).toBeUndefined();
    // Back to the hand-placed table: the edited layout is still there.
    click(byTestId(container, 'terrain-by-hand'));
    expect(seen.latest.terrainLayout?.pieces).toHaveLength(12);
  });

  it('warns when placed terrain leaves a set-up strip impassable (6.1.6), and notes where it strays from the 6.1.4 guidelines', () => {
    const wall: TerrainLayout = {
      ...emptyLayout(TABLE),
      pieces: [
        {
          type: 'cliffs',
          polygon: [
            { x: 0, y: 104 },
            { x: 180, y: 104 },
            { x: 180, y: 120 },
            { x: 0, y: 120 },
          ],
        },
      ],
    };
    const { container } = mount({ ...DEFAULT_TOURNAMENT_GAME, terrainLayout: wall });
    click(byTestId(container, 'terrain-open'));
    const warnings = [...container.querySelectorAll('[data-testid=terrain-warning]')].map(textOf);
    expect(warnings[0]).toBe(
      '100% of the 15cm set-up strip of the south edge is impassable to vehicles (6.1.6): an army setting up there may find no room.',
    );
    // 6.1.4's guidelines, as notes: one feature where twelve are suggested, and a long one.
    expect([...container.querySelectorAll('[data-testid=terrain-note]')].map(textOf)).toEqual([
      'The guidelines suggest 12 terrain features on this table, twice its 60cm squares; it has 1 (6.1.4).',
      'Piece 1 (cliffs) is 181cm across; the guidelines suggest at most 30cm (6.1.4).',
    ]);
  });
});

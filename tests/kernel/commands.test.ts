import { describe, expect, it } from 'vitest';
import { applyCommand, applyInput, type ApplyResult } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import { hashValue } from '../../engine/kernel/hash';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { kernelSetup } from '../fixtures/kernelGame';

function start(seed: number | string = 1): GameState {
  const game = createGame(kernelSetup(seed));
  if (!game.ok) throw new Error(game.error.join('\n'));
  return game.value;
}

function must(result: ApplyResult): GameState {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.state;
}

function refusalOf(state: GameState, command: Command) {
  const result = applyCommand(state, command);
  expect(result.ok).toBe(false);
  return result.ok ? undefined : result.refusal;
}

/** Alpha wins the roll-off with this seed; it takes the north edge, Beta the south. */
function withZones(): GameState {
  let state = start('zones');
  state = must(applyCommand(state, { type: 'setup.rollOff', side: 0 }));
  const chooser = state.setup.edgeChooser ?? 0;
  state = must(
    applyCommand(state, { type: 'setup.chooseZone', side: chooser, zone: chooser === 0 ? 0 : 1 }),
  );
  return state;
}

const deploy = (unitId: string, x: number, y: number, facing = 90): Command => ({
  type: 'setup.deployUnit',
  side: unitId.startsWith('a') ? 0 : 1,
  unitId,
  position: { x, y },
  facing,
});

describe('1.15.1 Deployment: the roll for the table edge', () => {
  it('rolls a D6 for each player, re-rolls ties and records every die with its purpose', () => {
    const result = applyCommand(start(3), { type: 'setup.rollOff', side: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rolls = result.events.filter((e) => e.type === 'dice/rolled');
    expect(rolls.length).toBeGreaterThanOrEqual(1);
    for (const roll of rolls) {
      expect(roll).toMatchObject({ dice: 'D6', section: '1.15.1' });
      expect(roll.purpose).toMatch(/choice of table edge/);
    }
    const last = rolls[rolls.length - 1]!;
    const [a, b] = last.results as [number, number];
    expect(a).not.toBe(b);
    expect(result.state.setup.edgeChooser).toBe(a > b ? 0 : 1);
    rolls.slice(0, -1).forEach((r) => expect(r.results[0]).toBe(r.results[1]));
  });

  it('is made once', () => {
    const state = must(applyCommand(start(), { type: 'setup.rollOff', side: 0 }));
    expect(refusalOf(state, { type: 'setup.rollOff', side: 1 })).toMatchObject({
      code: 'setup/already-rolled',
      section: '1.15.1',
    });
  });

  it('lets only the winner choose the edge; the other player takes the opposite edge', () => {
    const state = must(applyCommand(start(), { type: 'setup.rollOff', side: 0 }));
    const winner = state.setup.edgeChooser!;
    const loser = winner === 0 ? 1 : 0;
    expect(refusalOf(state, { type: 'setup.chooseZone', side: loser, zone: 0 })).toMatchObject({
      code: 'setup/not-your-choice',
      section: '1.15.1',
    });
    const chosen = must(applyCommand(state, { type: 'setup.chooseZone', side: winner, zone: 1 }));
    expect(chosen.setup.zones[winner]).toBe(1);
    expect(chosen.setup.zones[loser]).toBe(0);
  });
});

describe('1.15.1 Deployment: placing units', () => {
  const state = withZones();
  const northSide = state.setup.zones[0] === 0 ? 'a' : 'b';
  const y = 8; // inside the north zone (0–15cm)
  const tac = `${northSide}1-tac1`;
  const rhino = `${northSide}1-rhino1`;

  it('places a unit wholly inside its zone', () => {
    const next = must(applyCommand(state, deploy(tac, 60, y)));
    expect(next.units[tac]).toMatchObject({
      status: 'deployed',
      position: { x: 60, y },
      facing: 90,
    });
  });

  it('refuses a unit partly off the table (1.7 FAQ: units may not leave the table)', () => {
    // Facing 90 puts the 4cm width of the stand along the table edge: it sticks out by 1cm.
    expect(refusalOf(state, deploy(tac, 1, y, 90))).toMatchObject({
      code: 'deploy/off-table',
      section: '1.7',
    });
  });

  it('refuses a unit outside its deployment zone, naming the zone', () => {
    const refused = refusalOf(state, deploy(tac, 60, 60));
    expect(refused).toMatchObject({ code: 'deploy/outside-zone', section: '1.15.1' });
    expect(refused?.message).toMatch(/within 15cm of the north edge/);
    // Straddling the zone's edge is outside too: the base must be wholly inside.
    expect(refusalOf(state, deploy(tac, 60, 14.8, 90))?.code).toBe('deploy/outside-zone');
  });

  it('places a Rhino in woods: dangerous, not impassable, to vehicles (1.8.4)', () => {
    expect(applyCommand(state, deploy(rhino, 30, 7)).ok).toBe(true);
  });

  it('refuses a Rhino in a building, impassable to vehicles, but takes infantry there (1.8.4)', () => {
    expect(refusalOf(state, deploy(rhino, 145, 7))).toMatchObject({
      code: 'deploy/impassable',
      section: '1.8.4',
    });
    expect(applyCommand(state, deploy(tac, 145, 7)).ok).toBe(true);
  });

  it('refuses a unit standing on another unit (1.7.2)', () => {
    const first = must(applyCommand(state, deploy(tac, 60, y)));
    expect(refusalOf(first, deploy(`${northSide}1-tac2`, 61, y))).toMatchObject({
      code: 'deploy/overlap',
      section: '1.7.2',
    });
    // Bases in contact are fine.
    expect(applyCommand(first, deploy(`${northSide}1-tac2`, 64, y, 0)).ok).toBe(true);
  });

  it("refuses to place the opponent's units", () => {
    const enemy = northSide === 'a' ? 'b1-tac1' : 'a1-tac1';
    const own = northSide === 'a' ? 0 : 1;
    expect(
      refusalOf(state, {
        type: 'setup.deployUnit',
        side: own,
        unitId: enemy,
        position: { x: 60, y },
        facing: 0,
      }),
    ).toMatchObject({ code: 'command/not-your-unit' });
  });

  it('refuses to finish while units are in reserve (1.15.1: deploy all of your units)', () => {
    expect(refusalOf(state, { type: 'setup.finishDeployment', side: 0 })).toMatchObject({
      code: 'setup/units-left',
      section: '1.15.1',
    });
  });

  it('leaves the state untouched when a command is refused', () => {
    const before = hashValue(state);
    applyCommand(state, deploy(tac, 60, 60));
    expect(hashValue(state)).toBe(before);
  });
});

describe('command input from outside', () => {
  it('refuses malformed input, naming the field', () => {
    const result = applyInput(start(), {
      type: 'setup.deployUnit',
      side: 0,
      unitId: 'a1-tac1',
      position: { x: 'ten', y: 5 },
      facing: 0,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.code).toBe('command/malformed');
    expect(result.refusal.message).toMatch(/position\.x/);
  });

  it('refuses an unknown command type and extra fields', () => {
    expect(applyInput(start(), { type: 'setup/cheat', side: 0 }).ok).toBe(false);
    const extra = applyInput(start(), { type: 'setup.rollOff', side: 0, dice: [6, 1] });
    expect(extra.ok).toBe(false);
  });

  it('refuses an unknown unit', () => {
    const result = applyCommand(withZones(), deploy('a9-tac1', 50, 8));
    expect(result.ok ? null : result.refusal.code).toBe('command/unknown-unit');
  });
});

describe('set-up: units may start the battle aboard their transports (1.7.5)', () => {
  const state = withZones();
  const north = state.setup.zones[0] === 0 ? 'a' : 'b';
  const side = north === 'a' ? 0 : 1;
  const embark = (unitId: string, transportId: string): Command => ({
    type: 'setup.embarkUnit',
    side,
    unitId,
    transportId,
  });

  it('a Rhino carries two Tactical units of its own formation, and no more', () => {
    expect(refusalOf(state, embark(`${north}1-tac1`, `${north}1-rhino1`))).toMatchObject({
      code: 'transport/not-on-table',
    });
    let s = must(applyCommand(state, deploy(`${north}1-rhino1`, 60, 8)));
    s = must(applyCommand(s, embark(`${north}1-tac1`, `${north}1-rhino1`)));
    s = must(applyCommand(s, embark(`${north}1-tac2`, `${north}1-rhino1`)));
    expect(s.units[`${north}1-tac1`]).toMatchObject({
      status: 'embarked',
      position: null,
      transportedBy: `${north}1-rhino1`,
    });
    expect(refusalOf(s, embark(`${north}1-tac3`, `${north}1-rhino1`))).toMatchObject({
      code: 'transport/full',
      section: '1.7.5',
    });
    // Units of another formation may not ride in it.
    expect(refusalOf(s, embark(`${north}2-tac1`, `${north}1-rhino1`))).toMatchObject({
      code: 'transport/other-formation',
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { replay } from '../../engine/netea/replay';
import { hashValue } from '../../engine/kernel/hash';
import { gameStateSchema, type GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { kernelSetup } from '../fixtures/kernelGame';

type Placement = { unit: number; x: number; y: number; facing: number };

/** Plays a set-up: the roll-off, the edge choice, then the given placements, keeping those the
 * rules accept; when `finish` is set, places the rest in rows and finishes deployment. */
function play(seed: number | string, placements: readonly Placement[], finish: boolean): GameState {
  const created = createGame(kernelSetup(seed));
  if (!created.ok) throw new Error(created.error.join('\n'));
  let state = created.value;
  const step = (command: Command): boolean => {
    const result = applyCommand(state, command);
    if (result.ok) state = result.state;
    return result.ok;
  };
  step({ type: 'setup.rollOff', side: 0 });
  const chooser = state.setup.edgeChooser as Side;
  step({ type: 'setup.chooseZone', side: chooser, zone: seedBit(seed) });
  const ids = Object.keys(state.units).sort();
  for (const p of placements) {
    const unit = state.units[ids[p.unit % ids.length]!]!;
    step({
      type: 'setup.deployUnit',
      side: unit.side,
      unitId: unit.id,
      position: { x: p.x, y: p.y },
      facing: p.facing,
    });
  }
  if (finish) {
    for (const side of [0, 1] as const) {
      const zone = state.setup.zones[side] === 0 ? 7.5 : 112.5;
      let x = 5;
      for (const unit of Object.values(state.units)) {
        if (unit.side !== side || unit.status !== 'reserve') continue;
        while (
          !step({
            type: 'setup.deployUnit',
            side,
            unitId: unit.id,
            position: { x, y: zone },
            facing: 0,
          })
        ) {
          x += 2;
          if (x > 175) throw new Error('no room to deploy');
        }
      }
      expect(step({ type: 'setup.finishDeployment', side })).toBe(true);
    }
  }
  return state;
}

function seedBit(seed: number | string): 0 | 1 {
  return (typeof seed === 'number' ? seed : seed.length) % 2 === 0 ? 0 : 1;
}

const placementArb = fc.record({
  unit: fc.nat(100),
  x: fc.double({ min: -5, max: 185, noNaN: true }),
  y: fc.double({ min: -5, max: 125, noNaN: true }),
  facing: fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true }),
});

describe('replay', () => {
  it('rebuilds a deployed game from its set-up and command log, hash for hash', () => {
    const state = play(42, [], true);
    expect(state.phase).toBe('strategy');
    expect(state.turn).toBe(1);
    const rebuilt = replay(kernelSetup(42), state.log);
    expect(rebuilt.ok).toBe(true);
    if (rebuilt.ok) expect(hashValue(rebuilt.state)).toBe(hashValue(state));
  });

  it('reports the first command of a log that does not replay, with its position', () => {
    const state = play(42, [], true);
    const log = [...state.log];
    const fifth = log[5];
    if (fifth?.type !== 'setup.deployUnit') throw new Error('expected a deployment');
    log[5] = { ...fifth, position: { x: 500, y: 7.5 } };
    const rebuilt = replay(kernelSetup(42), log);
    expect(rebuilt.ok).toBe(false);
    if (rebuilt.ok) return;
    expect(rebuilt.index).toBe(5);
    expect(rebuilt.refusal?.code).toBe('deploy/off-table');
  });

  it('reports a malformed entry of a log', () => {
    const rebuilt = replay(kernelSetup(1), [{ type: 'setup.rollOff', side: 7 }]);
    expect(rebuilt.ok).toBe(false);
    if (!rebuilt.ok) expect(rebuilt.refusal?.code).toBe('command/malformed');
  });

  it('refuses a command of a player the game does not have (two players: no player 3)', () => {
    const rebuilt = replay(kernelSetup(1), [{ type: 'setup.rollOff', side: 2 }]);
    expect(rebuilt.ok).toBe(false);
    if (!rebuilt.ok) {
      expect(rebuilt.refusal?.code).toBe('command/no-such-player');
      expect(rebuilt.refusal?.message).toContain('no player 3');
    }
  });

  it('a random game state survives a JSON round trip with the same hash and replays to it (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.nat(), fc.string({ maxLength: 12 })),
        fc.array(placementArb, { maxLength: 25 }),
        fc.boolean(),
        (seed, placements, finish) => {
          const state = play(seed, placements, finish);
          const copy: unknown = JSON.parse(JSON.stringify(state));
          expect(hashValue(copy)).toBe(hashValue(state));
          const checked = gameStateSchema.safeParse(copy);
          expect(checked.success).toBe(true);
          const rebuilt = replay(kernelSetup(seed), state.log);
          expect(rebuilt.ok && hashValue(rebuilt.state)).toBe(hashValue(state));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the same seed always yields the same dice, and another seed other dice', () => {
    const rolls = (seed: number) => {
      const created = createGame(kernelSetup(seed));
      if (!created.ok) throw new Error('bad set-up');
      const result = applyCommand(created.value, { type: 'setup.rollOff', side: 0 });
      return result.ok
        ? result.events.flatMap((e) => (e.type === 'dice/rolled' ? e.results : []))
        : [];
    };
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        expect(rolls(seed)).toEqual(rolls(seed));
      }),
    );
    const many = new Set(Array.from({ length: 30 }, (_, s) => rolls(s).join(',')));
    expect(many.size).toBeGreaterThan(10);
  });
});

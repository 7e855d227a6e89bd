import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Side } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import { endOfRallies } from '../../engine/netea/rules/1.14-end-phase/endPhase';
import { bundledList } from '../../engine/netea/armies/lists';
import { FUEL_DUMP_RAID } from '../../engine/netea/scenarios';
import { randomListForce } from '../../engine/netea/scenarios/tournamentArmies';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { deployed, scenarioSetup } from '../fixtures/battle';

/**
 * Seed 001 5.3.4 Ungleiche Streitmächte: The Fuel Dump Raid. 1,750 points of Space Marine
 * raiders from the Codex Astartes list, "die Turnier-Armeeorganisationspläne, aber keine
 * Antigrav Einheiten", against 3,000 points of Orks (less than "einen doppelten Vorteil"); the
 * smaller side's chance is in the set-up (the Orks camped within 15cm of the far edge) and in
 * its goal (two of the three dumps at one end phase); the Orks win by stopping it.
 */
const RAIDERS: Side = 0;
const ORKS: Side = 1;
const DUMPS = [
  { x: 45, y: 60 },
  { x: 90, y: 60 },
  { x: 135, y: 60 },
];

const skimmers = (game: GameState, side: Side) =>
  Object.values(game.units).filter(
    (u) =>
      u.side === side && game.datasheets[u.datasheetId]!.abilities.some((a) => a.id === 'skimmer'),
  ).length;

function game(seed: number, scenario: unknown = FUEL_DUMP_RAID): GameState {
  const created = createGame(scenarioSetup(scenario, seed));
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

describe('5.3.4 the forces: lists to different points, the raiders without skimmers', () => {
  const seeds = [1, 2, 3, 4, 5, 6];

  it('draws no formation with a skimmer for the raiders, whatever the seed', () => {
    for (const seed of seeds) expect(skimmers(game(seed), RAIDERS), `seed ${seed}`).toBe(0);
  });

  it('the same list at the same seeds without the exclusion draws skimmers (Land Speeders)', () => {
    const free = structuredClone(FUEL_DUMP_RAID) as typeof FUEL_DUMP_RAID;
    delete (free.forces[0]!.army as { exclude?: unknown }).exclude;
    expect(seeds.some((seed) => skimmers(game(seed, free), RAIDERS) > 0)).toBe(true);
  });

  it('randomListForce leaves out excluded unit types too (no aircraft: AC)', () => {
    const list = bundledList('space-marines-ea')!;
    for (const seed of seeds) {
      const force = randomListForce(list, 3000, seed, 'balanced', { types: ['AC'] });
      const types = Object.values(force.army!.datasheets).map((d) => d.type);
      expect(types, `seed ${seed}`).not.toContain('AC');
    }
  });

  it('the Orks outnumber the raiders, by less than double the points', () => {
    const [raiders, orks] = FUEL_DUMP_RAID.forces.map((f) => f.army!.points);
    expect(orks! > raiders!).toBe(true);
    expect(orks! < 2 * raiders!).toBe(true);
    const g = game(1);
    const count = (side: Side) => Object.values(g.units).filter((u) => u.side === side).length;
    expect(count(ORKS)).toBeGreaterThan(count(RAIDERS));
  });
});

describe('5.3.4 set-up: the Ork camp along the far edge', () => {
  it('refuses an Ork unit set up more than 15cm from the north edge, with its reason', () => {
    // Without spacecraft (4.3.1 sets them up first), so a ground unit may be placed at once.
    const grounded = structuredClone(FUEL_DUMP_RAID) as typeof FUEL_DUMP_RAID;
    for (const f of grounded.forces) f.army = { ...f.army!, exclude: { types: ['SC'] } };
    const g = game(1, grounded);
    const ork = Object.values(g.units).find(
      (u) => u.side === ORKS && g.datasheets[u.datasheetId]!.type === 'INF',
    )!;
    const place = (y: number) =>
      applyCommand(g, {
        type: 'setup.deployUnit',
        side: ORKS,
        unitId: ork.id,
        position: { x: 60, y },
        facing: 90,
      });
    const refused = place(30);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.refusal.code).toBe('deploy/outside-zone');
    expect(place(10).ok).toBe(true);
  });
});

describe('5.3.4 victory: the raid succeeds or the Orks stop it', () => {
  /** After set-up, every unit moved away from the dumps, at the end phase of `turn`. */
  function atEnd(turn: number): GameState {
    const g = deployed(FUEL_DUMP_RAID, 2).context.game;
    const units = Object.fromEntries(
      Object.entries(g.units).map(([id, u], i) => [
        id,
        u.status === 'deployed'
          ? { ...u, position: { x: 5 + (i % 40) * 4, y: u.side === RAIDERS ? 112 : 5 } }
          : u,
      ]),
    );
    return { ...g, units, turn, phase: 'end' };
  }
  const raiderUnits = (g: GameState) =>
    Object.values(g.units).filter((u) => u.side === RAIDERS && u.status === 'deployed');
  function onDumps(g: GameState, dumps: number[]): GameState {
    const units = { ...g.units };
    raiderUnits(g)
      .slice(0, dumps.length)
      .forEach((u, i) => (units[u.id] = { ...u, position: DUMPS[dumps[i]!]! }));
    return { ...g, units };
  }
  function endPhase(g: GameState) {
    const events: GameEvent[] = [];
    const next = endOfRallies(g, events);
    return { next, over: events.find((e) => e.type === 'game/over') };
  }

  it('two of the three dumps held at one end phase: the raiders win at once (turn 2)', () => {
    const { next, over } = endPhase(onDumps(atEnd(2), [0, 2]));
    expect(next.result).toMatchObject({ winner: RAIDERS, turn: 2 });
    expect(over).toMatchObject({
      reason: 'Space Marine raiders achieved its goal',
      section: '5.3.3',
    });
  });

  it('one dump is not enough: the game goes on', () => {
    const { next, over } = endPhase(onDumps(atEnd(2), [1]));
    expect(over).toBeUndefined();
    expect(next.turn).toBe(3);
  });

  it('no raid by the end of turn 4: the Orks win (they have no goal but to stop it)', () => {
    const { next, over } = endPhase(onDumps(atEnd(4), [1]));
    expect(next.result).toMatchObject({ winner: ORKS, turn: 4 });
    expect(over).toMatchObject({ reason: 'neither side achieved its goal' });
  });
});

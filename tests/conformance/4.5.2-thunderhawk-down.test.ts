import { describe, expect, it } from 'vitest';
import { createScenarioSetup, THUNDERHAWK_DOWN } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import {
  extractionResult,
  recordAssaultKills,
  recordExit,
} from '../../engine/netea/rules/4.1-4.2-aircraft/extraction';
import { go, refusalOf } from './helpers';

function game(): GameState {
  const setup = createScenarioSetup(THUNDERHAWK_DOWN, { seed: 1 });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

const unitsOf = (s: GameState, side: 0 | 1, sheet: string) =>
  Object.values(s.units).filter((u) => u.side === side && u.datasheetId === sheet);

/** Every Terminator aboard the Thunderhawk, as the Imperial player may set them up. */
function aboard(s: GameState): GameState {
  const th = unitsOf(s, 1, 'sm-thunderhawk')[0]!;
  return unitsOf(s, 1, 'sm-terminator').reduce(
    (g, u) => go(g, { type: 'setup.embarkUnit', side: 1, unitId: u.id, transportId: th.id }).state,
    s,
  );
}

describe('4.5.2 Thunderhawk Down', () => {
  it('4.5.2: the forces: a Thunderhawk, four Terminators and three Thunderbolts (SR 5) against two Command Bunkers with Hydras and two squadrons of three Fighta-Bombers (SR 2)', () => {
    const s = game();
    expect(s.players.map((p) => p.strategyRating)).toEqual([2, 5]);
    expect(unitsOf(s, 1, 'sm-thunderhawk')).toHaveLength(1);
    expect(unitsOf(s, 1, 'sm-terminator')).toHaveLength(4);
    expect(unitsOf(s, 1, 'ig-thunderbolt')).toHaveLength(3);
    expect(unitsOf(s, 0, 'command-bunker')).toHaveLength(2);
    expect(unitsOf(s, 0, 'ig-hydra')).toHaveLength(2);
    expect(unitsOf(s, 0, 'ork-fighta-bomber')).toHaveLength(6);
    // Space Marines 1+, Thunderbolts 2+, traitor Guard 2+, Fighta-Bombers 3+.
    const initiative = (sheet: string) =>
      s.formations[Object.values(s.units).find((u) => u.datasheetId === sheet)!.formationId]!
        .initiative;
    expect(
      [
        'sm-thunderhawk',
        'sm-terminator',
        'ig-thunderbolt',
        'command-bunker',
        'ork-fighta-bomber',
      ].map(initiative),
    ).toEqual([1, 1, 2, 2, 3]);
  });

  it('4.5.2: the Terminators start off the table aboard the Thunderhawk (4.2: "set up with these units already on board"), the whole formation or none', () => {
    const s = game();
    const th = unitsOf(s, 1, 'sm-thunderhawk')[0]!;
    const s2 = aboard(s);
    expect(unitsOf(s2, 1, 'sm-terminator').map((u) => [u.status, u.transportedBy])).toEqual(
      Array(4).fill(['embarked', th.id]),
    );
    // A Thunderbolt is no passenger.
    const bolt = unitsOf(s, 1, 'ig-thunderbolt')[0]!;
    expect(
      refusalOf(s, { type: 'setup.embarkUnit', side: 1, unitId: bolt.id, transportId: th.id }),
    ).toMatchObject({ section: '4.2.5' });
  });

  it('4.5.2: the Imperial player wins by destroying both bunkers with close combat attacks and then flying a Terminator out in the Thunderhawk; the bunkers alone are a draw; anything else the Orks win', () => {
    const s = aboard(game());
    const bunkers = unitsOf(s, 0, 'command-bunker').map((u) => u.id);
    const th = unitsOf(s, 1, 'sm-thunderhawk')[0]!;
    const destroyed = (g: GameState, ids: string[]): GameState => ({
      ...g,
      units: Object.fromEntries(
        Object.entries(g.units).map(([id, u]) => [
          id,
          ids.includes(id) ? { ...u, status: 'destroyed' as const, position: null } : u,
        ]),
      ),
    });
    const turn = (g: GameState, t: number): GameState => ({ ...g, turn: t });
    // Nothing done: the game goes on until its last turn, then the Orks win.
    expect(extractionResult(turn(s, 1))).toBeNull();
    expect(extractionResult(turn(s, 4))).toMatchObject({ winner: 0 });
    // Flown out before the bunkers fell: it does not count ("and then").
    expect(extractionResult(turn(recordExit(s, [th.id]), 4))).toMatchObject({ winner: 0 });
    // Both bunkers stormed: a draw at the last turn, a win once the Terminators are flown out.
    const stormed = recordAssaultKills(destroyed(s, bunkers), bunkers);
    expect(extractionResult(turn(stormed, 2))).toBeNull();
    expect(extractionResult(turn(stormed, 4))).toMatchObject({ winner: null });
    expect(extractionResult(turn(recordExit(stormed, [th.id]), 2))).toMatchObject({ winner: 1 });
    // A bunker destroyed otherwise (shot): the Imperial player can no longer win.
    const shot = recordAssaultKills(destroyed(s, bunkers), bunkers.slice(0, 1));
    expect(extractionResult(turn(shot, 2))).toMatchObject({ winner: 0 });
  });

  it('4.5.2: "The Imperial player gets a draw if he destroys both bunkers": with the Thunderhawk shot down the Terminators may still storm the bunkers for a draw, so the game goes on', () => {
    const s = aboard(game());
    const bunkers = unitsOf(s, 0, 'command-bunker').map((u) => u.id);
    const th = unitsOf(s, 1, 'sm-thunderhawk')[0]!;
    const terminators = unitsOf(s, 1, 'sm-terminator').map((u) => u.id);
    const lost = (g: GameState, ids: string[]): GameState => ({
      ...g,
      units: Object.fromEntries(
        Object.entries(g.units).map(([id, u]) => [
          id,
          ids.includes(id) ? { ...u, status: 'destroyed' as const, position: null } : u,
        ]),
      ),
    });
    const turn = (g: GameState, t: number): GameState => ({ ...g, turn: t });
    // Thunderhawk down in turn 1, the Terminators standing: no result yet.
    expect(extractionResult(turn(lost(s, [th.id]), 1))).toBeNull();
    // Both bunkers then stormed: the draw is settled at once, nothing more to win.
    const stormed = recordAssaultKills(lost(s, [th.id, ...bunkers]), bunkers);
    expect(extractionResult(turn(stormed, 2))).toMatchObject({ winner: null });
    // Not stormed by the last turn: the Orks win.
    expect(extractionResult(turn(lost(s, [th.id]), 4))).toMatchObject({ winner: 0 });
    // Every Terminator lost with bunkers standing: the Orks win at once.
    expect(extractionResult(turn(lost(s, terminators), 1))).toMatchObject({ winner: 0 });
  });
});

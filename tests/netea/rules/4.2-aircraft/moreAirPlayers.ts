import type { GameState } from '../../../../engine/netea/state/schema';
import { row } from '../../../fixtures/shootingGame';
import { withTeams } from '../../../fixtures/teams';
import { battle } from '../../../conformance/helpers';

/**
 * airGame's Orks ('fb', player 1, own edge north) and Imperial battery with its Hydra ('bat',
 * player 2, own edge south, bat4 at 95,80), with more players: player 3 has a Hydra 'hy' (hy1 at
 * 50,40: 40cm from the Orks' straight-in path) and Thunderbolts 'tb' off the table (own edge
 * west). Thunderbolts 'tz' are player 2's in the game of three, player 4's in the team game,
 * where player 4 also has a Hydra 'hz' (hz1 at 130,40, 40cm the other side of the path; own
 * edge east). The Orks act.
 */
function base(): GameState {
  return battle([
    { id: 'fb', side: 0, units: row('fb', 'ork-fighta-bomber', 4, 20, 10, 6) },
    {
      id: 'bat',
      side: 1,
      units: [
        ...row('bat', 'ig-basilisk', 3, 80, 80),
        { id: 'bat4', sheet: 'ig-hydra', x: 95, y: 80 },
      ],
    },
    { id: 'hy', side: 1, units: [{ id: 'hy1', sheet: 'ig-hydra', x: 50, y: 40 }] },
    { id: 'tb', side: 1, units: row('tb', 'ig-thunderbolt', 3, 20, 100, 6) },
    { id: 'hz', side: 1, units: [{ id: 'hz1', sheet: 'ig-hydra', x: 130, y: 40 }] },
    { id: 'tz', side: 1, units: row('tz', 'ig-thunderbolt', 3, 140, 100, 6) },
  ]);
}

function offTable(s: GameState, ids: readonly string[]): GameState {
  const units = { ...s.units };
  for (const id of ids) units[id] = { ...units[id]!, status: 'reserve', position: null };
  return { ...s, units };
}

const AIRCRAFT = ['fb1', 'fb2', 'fb3', 'fb4', 'tb1', 'tb2', 'tb3', 'tz1', 'tz2', 'tz3'];

/** Seed 001 5.3.11.1: three players, all against all (the Hydra 'hz' is left out). */
export function threeAirGame(): GameState {
  // withTeams adds the third player; all against all has no teams.
  const { teams: _none, ...s } = withTeams(
    base(),
    { hy: 2, tb: 2 },
    { mode: 'simultaneous', of: [0, 1, 1] },
  );
  const formations = { ...s.formations };
  delete formations['hz'];
  const units = Object.fromEntries(
    Object.entries(s.units).filter(([, u]) => u.formationId !== 'hz'),
  );
  return {
    ...offTable({ ...s, formations, units }, AIRCRAFT),
    aircraft: { edges: ['north', 'south', 'west'], flights: {}, flak: {}, step: null },
  };
}

/** Seed 001 5.3.11.3: four players in two teams, players 1 and 3 against players 2 and 4. */
export function teamAirGame(): GameState {
  const s = withTeams(
    base(),
    { hy: 2, tb: 2, hz: 3, tz: 3 },
    { mode: 'simultaneous', of: [0, 1, 0, 1] },
  );
  return {
    ...offTable(s, AIRCRAFT),
    aircraft: { edges: ['north', 'south', 'west', 'east'], flights: {}, flak: {}, step: null },
  };
}

/** 4.2: the formation is on combat air patrol this turn, entering at `entry`. */
export function onCap(s: GameState, formationId: string, entry: { x: number; y: number }) {
  const air = s.aircraft!;
  return {
    ...s,
    aircraft: { ...air, cap: { ...air.cap, [formationId]: { entry, turn: s.turn } } },
    formations: {
      ...s.formations,
      [formationId]: { ...s.formations[formationId]!, activated: true },
    },
  };
}

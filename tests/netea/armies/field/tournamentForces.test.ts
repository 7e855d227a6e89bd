import { describe, expect, it } from 'vitest';
import { fieldRoster } from '../../../../engine/netea/armies/field';
import { applyCommand } from '../../../../engine/netea/commands/apply';
import { tournamentDecision } from '../../../../engine/netea/rules/6.1-tournament/decision';
import { tournamentDefault } from '../../../../engine/netea/rules/6.1-tournament/defaults';
import { createTournamentSetup } from '../../../../engine/netea/scenarios/tournament';
import {
  fieldableList,
  randomListForce,
  randomListForces,
} from '../../../../engine/netea/scenarios/tournamentArmies';
import { createGame } from '../../../../engine/netea/state/setup';
import type { GameState } from '../../../../engine/netea/state/schema';
import { entryNamed, formationNamed, list, roster } from './helpers';

/** Tournament games (6.1) between rosters of any bundled list, through the converter. */

function fielded(listId: string, names: string[], captain = false) {
  const l = list(listId);
  const formations = names.map((n) => formationNamed(l, n));
  if (captain) {
    const c = entryNamed(l, 'tactical', 'Captain');
    formations[0] = {
      ...formations[0]!,
      selections: [...formations[0]!.selections, { entry: c.id, count: 1, selections: [] }],
    };
  }
  const army = fieldRoster(roster(l, formations));
  if (!army.ok) throw new Error(army.error.join('\n'));
  return { name: l.name, strategyRating: 0, formations: [], army: army.value };
}

function game(): GameState {
  const setup = createTournamentSetup({
    seed: 3,
    pointsTotal: 3000,
    forces: [
      fielded('space-marines-ea', ['Tactical', 'Tactical'], true),
      fielded('adeptus-mechanicus-titan-legions-ea', ['Warlord Battle Titan']),
    ],
  });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

describe('tournament forces from army lists (6.1.1)', () => {
  it('a fielded roster plays: units, strategy rating, army rules and 6.1.7 points per formation', () => {
    const g = game();
    expect(g.players.map((p) => p.strategyRating)).toEqual([5, 3]);
    expect(g.players[0]!.specialRules).toEqual(['they-shall-know-no-fear']);
    expect(Object.keys(g.formations)).toEqual([
      'a-tactical-1',
      'a-tactical-2',
      'b-warlord-battle-titan-1',
    ]);
    expect(g.formations['a-tactical-1']!.unitIds).toHaveLength(7);
    expect(g.formations['a-tactical-2']!.unitIds).toHaveLength(6);
    expect(g.tournament?.formationPoints).toEqual({
      'a-tactical-1': 325,
      'a-tactical-2': 275,
      'b-warlord-battle-titan-1': 675,
    });
    const titan = g.units['b-warlord-battle-titan-1-u1']!;
    expect(g.datasheets[titan.datasheetId]).toMatchObject({ damageCapacity: 8, voidShields: 6 });
  });

  it('at a tournament set-up a character joins a unit of its formation before it is set up (2.1.1)', () => {
    let g = game();
    // Skip to the garrison step as the players would get there: edges and objectives are theirs.
    g = { ...g, tournament: { ...g.tournament!, step: 'garrisons', next: 0 } };
    const decision = tournamentDecision(g);
    expect(decision.commands).toContain('setup.joinCharacter');
    const captain = g.formations['a-tactical-1']!.unitIds.find(
      (id) => g.datasheets[g.units[id]!.datasheetId]!.type === 'CH',
    )!;
    const joined = applyCommand(g, {
      type: 'setup.joinCharacter',
      side: 0,
      characterId: captain,
      unitId: 'a-tactical-1-u1',
    });
    expect(joined.ok).toBe(true);
    if (!joined.ok) return;
    expect(joined.state.formations['a-tactical-1']!.unitIds).toHaveLength(6);
    expect(tournamentDecision(joined.state).commands).not.toContain('setup.joinCharacter');
    expect(
      tournamentDecision({ ...joined.state, tournament: { ...joined.state.tournament!, next: 1 } })
        .commands,
    ).not.toContain('setup.joinCharacter');
  });

  it('the computer joins a character to the best-armoured unit of its formation (2.1.1), a Tactical stand over a Rhino', () => {
    const l = list('space-marines-ea');
    const base = formationNamed(l, 'Tactical');
    const rhino = entryNamed(l, 'tactical', 'Rhino');
    const captain = entryNamed(l, 'tactical', 'Captain');
    const army = fieldRoster(
      roster(l, [
        {
          ...base,
          selections: [
            { entry: rhino.id, count: 3, selections: [] },
            ...base.selections,
            { entry: captain.id, count: 1, selections: [] },
          ],
        },
      ]),
    );
    if (!army.ok) throw new Error(army.error.join('\n'));
    const other = fielded('adeptus-mechanicus-titan-legions-ea', ['Warlord Battle Titan']);
    const setup = createTournamentSetup({
      seed: 1,
      pointsTotal: 3000,
      forces: [{ name: 'SM', strategyRating: 5, formations: [], army: army.value }, other],
    });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const created = createGame(setup.value);
    if (!created.ok) throw new Error(created.error.join('\n'));
    const g = {
      ...created.value,
      tournament: { ...created.value.tournament!, step: 'deploy' as const, next: 0 as const },
    };
    const command = tournamentDefault(g, 0, () => 0, false);
    expect(command.type).toBe('setup.joinCharacter');
    const host = g.units[(command as { unitId: string }).unitId]!;
    expect(g.datasheets[host.datasheetId]!.name).toBe('Tactical');
  });

  it('random forces: any two bundled lists, seeded, only fieldable formations drawn', () => {
    const forces = randomListForces(3000, 11);
    expect(randomListForces(3000, 11)).toEqual(forces);
    const names = new Set<string>();
    for (let seed = 0; seed < 12; seed++)
      for (const f of randomListForces(3000, seed)) {
        expect(f.fallback).toBeUndefined();
        expect(f.army?.formations.length).toBeGreaterThan(0);
        const points = f.army!.formations.reduce((s, x) => s + x.points, 0);
        expect(points).toBeLessThanOrEqual(3000);
        names.add(f.name);
      }
    expect(names.size).toBeGreaterThan(4);
    const sm = fieldableList(list('space-marines-ea'));
    // 6.1.6: tournament armies field their aircraft (kept in reserve); structures still not.
    expect(sm.formations.map((f) => f.name)).toContain('Thunderhawk');
    expect(sm.formations.map((f) => f.name)).toContain('Tactical');
    const eldar = fieldableList(list('eldar-biel-tan-ea'));
    expect(eldar.formations.map((f) => f.name)).not.toContain('Wraithgate');
  });

  it('a list that cannot field a roster falls back to the bundled Space Marines and says which', () => {
    const l = list('space-marines-ea');
    const grounded = { ...l, id: 'grounded-ea', name: 'Grounded', strategyRating: undefined };
    const force = randomListForce(grounded, 3000, 1);
    expect(force.army).toBeUndefined();
    expect(force.formations.length).toBeGreaterThan(0);
    expect(force.fallback).toMatch(/^Grounded: .*no strategy rating \(1\.5\)/);
  });
});

import { twoSided } from '../../renderer/src/play/players';
import { isAircraftFormation } from '../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { tournamentDecision } from '../../engine/netea/rules/6.1-tournament/decision';
import { tournamentDefault } from '../../engine/netea/rules/6.1-tournament/defaults';
import { edgeLine } from '../../engine/netea/rules/6.1-tournament/table';
import { tournamentGameSetup } from '../../engine/netea/scenarios/tournamentGame';
import { pointsWarning } from '../../engine/netea/scenarios/tournamentOptions';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import {
  edgeChoices,
  formationsToSetUp,
  reservesCommand,
  setUpAt,
  tournamentStep,
} from '../../renderer/src/play/tournamentChoices';
import { tournamentOutlookLines } from '../../renderer/src/play/tournamentOutlook';

/** A 3,000-point tournament game on the 180 by 120cm table (6.1.2), before any set-up. */
function newTournament(seed = 4): GameState {
  const setup = tournamentGameSetup(seed, {
    pointsTotal: 3000,
    table: { width: 180, height: 120 },
    terrainDensity: 2,
    // Space Marines against Space Marines: equal strategy ratings, so a roll-off (6.1.2).
    armies: [
      { kind: 'list', listId: 'space-marines-ea' },
      { kind: 'list', listId: 'space-marines-ea' },
    ],
  });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const game = createGame(setup.value);
  if (!game.ok) throw new Error(game.error.join('\n'));
  return game.value;
}

function play(game: GameState, command: Command): GameState {
  const result = applyCommand(game, command);
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.state;
}

/** A seeded [0, 1) sequence for the opponent's defaults. */
function seq(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

describe('the person sets up a tournament game through the set-up panel (6.1.2–6.1.6)', () => {
  it('chooses an edge, sets up garrisons and formations where the table is clicked, and the battle starts', () => {
    let game = newTournament();
    const person: Side = 0;
    const random = seq(7);
    const seen = new Set<string>();
    for (let i = 0; i < 200 && tournamentStep(game) !== 'battle'; i++) {
      const decision = tournamentDecision(game);
      // 6.1: a tournament game has two players.
      const side = twoSided(decision.sides.includes(person) ? person : decision.sides[0]!);
      const step = tournamentStep(game);
      // The spacecraft plan (4.3.1, 6.1.5) has its own panel and tests (spacecraftPlan.test.tsx).
      if (
        side !== person ||
        step === 'roll-off' ||
        step === 'objectives' ||
        step === 'spacecraft'
      ) {
        game = play(game, tournamentDefault(game, side, random, false));
        continue;
      }
      seen.add(step);
      if (step === 'edge') {
        const open = edgeChoices(game, person).filter((c) => c.refusal === null);
        // 6.1.2: two long edges and four corners.
        expect(open.map((c) => c.key)).toEqual([
          'north',
          'south',
          'north-west',
          'north-east',
          'south-west',
          'south-east',
        ]);
        game = play(game, open.find((c) => c.key === 'south')!.command);
      } else if (step === 'garrisons') {
        // A click a few centimetres from one of the person's objectives in its own half.
        const t = game.tournament!;
        const own = t.objectives.find((o) => o.half === person)!;
        const at = game.objectives.find((o) => o.id === own.objectiveId)!.position;
        const formation = formationsToSetUp(game, person)[0]!;
        const placed = setUpAt(game, person, formation.id, { x: at.x, y: at.y - 6 }, true);
        if (placed?.refusal === null) {
          expect(placed.command).toMatchObject({ type: 'tournament.garrison', overwatch: true });
          game = play(game, placed.command);
        } else game = play(game, { type: 'tournament.endGarrisons', side: person });
      } else if (step === 'reserves') {
        const none = reservesCommand(game, person, []);
        expect(none.refusal).toBeNull();
        game = play(game, none.command);
      } else if (step === 'deploy') {
        // Clicks 7cm in from the south edge, spread along it, until one is taken.
        const formation = formationsToSetUp(game, person)[0]!;
        const line = edgeLine(game.table, 'south');
        const y = line[0]!.y - 7;
        let done = false;
        for (let x = 20; x < game.table.width - 20 && !done; x += 12) {
          const placed = setUpAt(game, person, formation.id, { x, y });
          if (placed?.refusal === null) {
            game = play(game, placed.command);
            done = true;
          }
        }
        expect(done).toBe(true);
      }
    }
    expect(tournamentStep(game)).toBe('battle');
    expect(game.tournament!.edges[person]).toBe('south');
    expect([...seen]).toEqual(['edge', 'garrisons', 'reserves', 'deploy']);
    // The garrison clicked beside the person's objective was taken, on overwatch (6.1.5).
    const mineGarrisoned = game.tournament!.garrisons.filter(
      (id) => game.formations[id]!.side === person,
    );
    expect(mineGarrisoned.length).toBeGreaterThan(0);
    expect(game.formations[mineGarrisoned[0]!]!.overwatch).toBe(true);
    // Every unit of the person's army is on the table (no reserves were declared) but the
    // aircraft, always in reserve (4.2, 6.1.6), and a spacecraft until its turn (4.3.1).
    const mine = Object.values(game.units).filter((u) => u.side === person);
    expect(
      mine.filter((u) => {
        const f = game.formations[u.formationId]!;
        return (
          u.status === 'reserve' &&
          game.datasheets[u.datasheetId]?.type !== 'SC' &&
          !isAircraftFormation(game, f)
        );
      }),
    ).toEqual([]);
    for (const id of Object.keys(game.tournament!.reserves))
      if (game.formations[id]!.side === person)
        expect(game.tournament!.reserves[id]).toBe('aircraft');
    // 6.1.6: the remaining formations stand within 15cm of the south edge.
    const garrisoned = new Set(game.tournament!.garrisons);
    for (const u of mine)
      if (u.position && !garrisoned.has(u.formationId))
        expect(u.position.y).toBeGreaterThanOrEqual(game.table.height - 15 - 0.01);
  });

  it('6.1.1: warns of a points total outside 2,000–5,000', () => {
    expect(pointsWarning(3000)).toBeNull();
    expect(pointsWarning(1500)).toMatch(/2,000 to 5,000 points \(6\.1\.1\)/);
    expect(pointsWarning(6000)).not.toBeNull();
  });
});

describe('the tournament outlook in the turn panel (6.1.7)', () => {
  it('says each side’s goals now, when they are first checked, and the tiebreak points', () => {
    let game = newTournament(9);
    const random = seq(3);
    for (let i = 0; i < 300 && tournamentStep(game) !== 'battle'; i++) {
      const side = tournamentDecision(game).sides[0]!;
      game = play(game, tournamentDefault(game, side, random, false));
    }
    const lines = tournamentOutlookLines(game);
    expect(lines[0]).toMatch(/^Space Marines.* \(player 1\) now achieves /);
    expect(lines[1]).toMatch(/^Space Marines.* \(player 2\) now achieves /);
    expect(lines).toContain(
      'Goals are first checked at the end of turn 3: 2 and more than the opponent win.',
    );
    expect(lines.at(-1)).toBe('Tiebreak victory points now: 0 to 0.');
    // From turn 3 the line says what the end phase would decide.
    const later = tournamentOutlookLines({ ...game, turn: 3 });
    expect(later.join(' ')).toMatch(/If the turn ended now, (.+ would win|nobody would win yet)\./);
  });
});

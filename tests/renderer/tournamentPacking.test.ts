import { twoSided } from '../../renderer/src/play/players';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { tournamentDecision } from '../../engine/netea/rules/6.1-tournament/decision';
import { tournamentDefault } from '../../engine/netea/rules/6.1-tournament/defaults';
import { tournamentGameSetup } from '../../engine/netea/scenarios/tournamentGame';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import {
  formationsToSetUp,
  setUpAt,
  tournamentStep,
} from '../../renderer/src/play/tournamentChoices';

/**
 * 6.1.6 through the set-up panel: the person's click sets a whole formation up with the deploy
 * packer (packing.ts), from the legal spot nearest the click; the engine has the last word.
 */
function play(game: GameState, command: Command): GameState {
  const result = applyCommand(game, command);
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.state;
}

/** A 3,000-point game of two Space Marine armies played by the defaults up to the person's
 * first 6.1.6 deployment, with the person on the south edge. */
function atPersonsDeployment(person: Side): GameState {
  const setup = tournamentGameSetup(4, {
    pointsTotal: 3000,
    table: { width: 180, height: 120 },
    terrainDensity: 2,
    armies: [
      { kind: 'list', listId: 'space-marines-ea' },
      { kind: 'list', listId: 'space-marines-ea' },
    ],
  });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join('\n'));
  let game = created.value;
  let x = 11;
  const random = () => ((x = (x * 16807) % 2147483647), x / 2147483647);
  for (let i = 0; i < 200; i++) {
    const decision = tournamentDecision(game);
    // 6.1: a tournament game has two players.
    const side = twoSided(decision.sides[0]!);
    if (tournamentStep(game) === 'deploy' && decision.sides.includes(person)) return game;
    if (tournamentStep(game) === 'edge' && side === person) {
      game = play(game, { type: 'tournament.chooseEdge', side, edge: 'south' });
      continue;
    }
    game = play(game, tournamentDefault(game, side, random, false));
  }
  throw new Error('the person never came to deploy');
}

describe('the person’s whole-formation placing uses the deploy packer (6.1.6)', () => {
  it('a click at the very corner of the edge strip sets the formation up beside it, wholly on the table and within 15cm of the edge', () => {
    const person: Side = 0;
    const game = atPersonsDeployment(person);
    expect(game.tournament!.edges[person]).toBe('south');
    const formation = formationsToSetUp(game, person)[0]!;
    // Rows built around this point would hang off the table; the packer grows inwards.
    const click = { x: 1, y: game.table.height - 1 };
    const placed = setUpAt(game, person, formation.id, click)!;
    expect(placed.refusal).toBeNull();
    expect(placed.command.type).toBe('tournament.deployFormation');
    const units = (placed.command as Extract<Command, { type: 'tournament.deployFormation' }>)
      .units;
    expect(units).toHaveLength(formation.unitIds.length);
    const nearest = Math.min(
      ...units.map((u) => Math.hypot(u.position.x - click.x, u.position.y - click.y)),
    );
    // The first unit stands at the legal spot nearest the click (a base's reach away).
    expect(nearest).toBeLessThan(8);
    for (const u of units) {
      expect(u.position.y).toBeGreaterThan(game.table.height - 15);
      expect(u.position.x).toBeGreaterThan(0);
    }
    const after = play(game, placed.command);
    expect(formation.unitIds.every((id) => after.units[id]!.status !== 'reserve')).toBe(true);
  });

  it('a click short of the person’s edge strip sets the formation up at the part of the strip nearest it', () => {
    const person: Side = 0;
    const game = atPersonsDeployment(person);
    const formation = formationsToSetUp(game, person)[0]!;
    const placed = setUpAt(game, person, formation.id, { x: 90, y: 20 })!;
    // The packer searches the strip along the edge only (6.1.6), nearest the click first.
    expect(placed.refusal).toBeNull();
    const units = (placed.command as Extract<Command, { type: 'tournament.deployFormation' }>)
      .units;
    for (const u of units) expect(u.position.y).toBeGreaterThan(game.table.height - 15);
    const xs = units.map((u) => u.position.x);
    expect(Math.min(...xs)).toBeLessThan(100);
    expect(Math.max(...xs)).toBeGreaterThan(80);
  });
});

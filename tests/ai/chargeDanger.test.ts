import { describe, expect, it } from 'vitest';
import { createPlayer, decisionSeed } from '../../ai/registry';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { chargeDanger } from '../../ai/utility/considerations/chargeDanger';
import { assaultOdds } from '../../ai/utility/considerations/assault';
import { situationOf } from '../../ai/utility/situation';
import { shapeDistance } from '../../engine/kernel/geometry';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Side } from '../../engine/netea/commands/schema';
import { KORPS_GRINDA } from '../../engine/netea/scenarios';
import { placedUnits } from '../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import { battle, declare, go, withFormation } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';
import { pending } from './situations';

/**
 * A formation that would lose an assault keeps out of the charge of an enemy yet to act
 * (1.12.2, 1.12.7). Before, Space Marines stood on sustained fire within the Great Gargant's
 * reach and were wiped out in its assault, one formation after another, until it walked to the
 * bunkers (Korps Grinda Returns!, seeds 31, 55, 69, 79, 119 and 125 lost so).
 */
const bunkers = [
  { id: 'bk1', side: 0 as const, units: [{ id: 'b1', sheet: 'command-bunker', x: 20, y: 100 }] },
  { id: 'bk2', side: 0 as const, units: [{ id: 'b2', sheet: 'command-bunker', x: 100, y: 100 }] },
];

/** Devastators 20cm south of the Gargant (within its 15cm charge and 15cm of an assault),
 * Land Raiders 40cm away, the Gargant within range of both. */
function closeToTheGargant(): GameState {
  const s = battle([
    ...bunkers,
    { id: 'dev', side: 0, units: row('d', 'sm-devastator', 4, 52, 57, 5) },
    { id: 'lr', side: 0, units: row('lr', 'sm-land-raider', 4, 80, 75, 6) },
    { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 35 }] },
  ]);
  return { ...s, victory: KORPS_GRINDA.victory };
}

const dangerTo = (s: GameState, formationId: string) =>
  chargeDanger(s, situationOf(s, 0), placedUnits(s, formationId));

describe('keeping out of a charge the enemy would win (1.12.2, 1.12.7)', () => {
  it('the Gargant yet to act threatens the Devastators in its reach, not the Land Raiders beyond it', () => {
    const s = closeToTheGargant();
    expect(dangerTo(s, 'dev')).toBeGreaterThan(0.5);
    expect(dangerTo(s, 'lr')).toBe(0);
  });

  it('ordinary units in reach are no charge danger: holding ground against them is weighed by assault risk alone (3.3.2)', () => {
    const s = battle([
      ...bunkers,
      { id: 'dev', side: 0, units: row('d', 'sm-devastator', 2, 52, 57, 5) },
      { id: 'ass', side: 1, units: row('a', 'sm-assault', 8, 40, 45, 4) },
    ]);
    const game = { ...s, victory: KORPS_GRINDA.victory };
    expect(assaultOdds(game, 'ass', 'dev').win).toBeGreaterThan(0.5);
    expect(dangerTo(game, 'dev')).toBe(0);
  });

  it('a Gargant that has acted this turn counts half: it may charge first next turn (1.5)', () => {
    const s = closeToTheGargant();
    const acted = withFormation(s, 'g', { activated: true });
    expect(dangerTo(acted, 'dev')).toBeCloseTo(dangerTo(s, 'dev') / 2, 5);
  });

  it('the formation in reach acts first, and not on sustained fire', () => {
    const s = closeToTheGargant();
    const command = createUtilityPlayer('hard', 1).decide(s, pending(s, 'activate'), 0).command;
    expect(command).toMatchObject({ type: 'action.declare', formationId: 'dev' });
    expect(command).not.toMatchObject({ action: 'sustained-fire' });
  });

  it('alone in reach, the Devastators do not sit on sustained fire', () => {
    const s = closeToTheGargant();
    const alone = withFormation(s, 'lr', { activated: true });
    const command = createUtilityPlayer('hard', 1).decide(
      alone,
      pending(alone, 'activate'),
      0,
    ).command;
    expect(command).toMatchObject({ type: 'action.declare', formationId: 'dev' });
    expect(command).not.toMatchObject({ action: 'sustained-fire' });
  });

  it('advancing, the Devastators end their move out of the Gargant’s reach', () => {
    let s = go(closeToTheGargant(), declare(0, 'dev', 'advance'), 6).state;
    for (let i = 0; i < 20; i++) {
      const player = createPlayer('ai:hard', decisionSeed(1, 0 as Side, s.log.length));
      const command = player.decide(s, pending(s, 'carry-out-action'), 0).command;
      const result = applyCommand(s, command);
      if (!result.ok) throw new Error(`${command.type} refused: ${result.refusal.message}`);
      s = result.state;
      if (command.type === 'move.end') break;
    }
    // The Gargant's 15cm charge and the 15cm within which the assault takes place (1.12.3).
    const gargant = placedUnits(s, 'g')[0]!;
    const nearest = Math.min(
      ...placedUnits(s, 'dev').map((u) => shapeDistance(u.shape, gargant.shape)),
    );
    expect(nearest).toBeGreaterThan(30);
  });
});

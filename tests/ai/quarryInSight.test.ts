import { describe, expect, it } from 'vitest';
import { createPlayer, decisionSeed } from '../../ai/registry';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { quarrySightShare } from '../../ai/utility/considerations/position';
import { situationOf } from '../../ai/utility/situation';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Side } from '../../engine/netea/commands/schema';
import { KORPS_GRINDA } from '../../engine/netea/scenarios';
import { placedUnits } from '../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import { battle, declare, go } from '../conformance/helpers';
import { rect, row } from '../fixtures/shootingGame';
import { pending } from './situations';

/**
 * A hunter (3.4.1: the Space Marines win only by destroying the Gargant) shoots from where its
 * guns see the quarry. Before, Land Raiders that had driven up against ruins with the Gargant
 * within their 45cm stood there all game on sustained fire, one of four able to see it
 * (Korps Grinda Returns!, seeds 31, 37 and 81 lost so).
 */
const bunkers = [
  { id: 'bk1', side: 0 as const, units: [{ id: 'b1', sheet: 'command-bunker', x: 20, y: 100 }] },
  { id: 'bk2', side: 0 as const, units: [{ id: 'b2', sheet: 'command-bunker', x: 100, y: 100 }] },
];

/** Four Land Raiders 35cm south of the Gargant, a block of ruins between it and the western
 * three of them (1.8: ruins block lines of fire), open ground east of the ruins. */
function behindRuins(): GameState {
  const s = battle(
    [
      ...bunkers,
      { id: 'lr', side: 0, units: row('lr', 'sm-land-raider', 4, 52, 72, 5) },
      { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 35 }] },
    ],
    { terrain: [rect('ruins', 'ruins', 40, 58, 64, 66)] },
  );
  return { ...s, victory: KORPS_GRINDA.victory };
}

const sightShare = (s: GameState) =>
  quarrySightShare(s, situationOf(s, 0), placedUnits(s, 'lr'), 45);

describe('a hunter shoots from where it sees its quarry (3.4.1)', () => {
  it('Land Raiders behind ruins with the Gargant in range do not stand on sustained fire: they move', () => {
    const s = behindRuins();
    // The ruins hide the Gargant from three of the four.
    expect(sightShare(s)).toBe(0.25);
    const command = createUtilityPlayer('hard', 1).decide(s, pending(s, 'activate'), 0).command;
    expect(command).toMatchObject({ type: 'action.declare', formationId: 'lr' });
    expect(command).not.toMatchObject({ action: 'sustained-fire' });
  });

  it('their move takes them where their guns see the Gargant', () => {
    let s = go(behindRuins(), declare(0, 'lr', 'advance'), 6).state;
    for (let i = 0; i < 20; i++) {
      const player = createPlayer('ai:hard', decisionSeed(1, 0 as Side, s.log.length));
      const command = player.decide(s, pending(s, 'carry-out-action'), 0).command;
      const result = applyCommand(s, command);
      if (!result.ok) throw new Error(`${command.type} refused: ${result.refusal.message}`);
      s = result.state;
      if (command.type === 'move.end') break;
    }
    expect(sightShare(s)).toBeGreaterThanOrEqual(0.5);
  });
});

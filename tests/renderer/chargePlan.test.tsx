// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { chargeOutlook } from '../../renderer/src/play/chargePlan';
import { byTestId, textOf } from './dom';
import { mine, mount } from './decisionPanelHarness';

/** The game with every unit of a formation moved by (dx, dy). */
function shifted(game: GameState, formationId: string, dx: number, dy: number): GameState {
  const units = { ...game.units };
  for (const id of game.formations[formationId]!.unitIds) {
    const u = units[id]!;
    if (u.position) units[id] = { ...u, position: { x: u.position.x + dx, y: u.position.y + dy } };
  }
  return { ...game, units };
}

describe('planning a charge (1.12.2, 1.12.3)', () => {
  const m = mine('assault', (x) => x.pending.step === 'target');
  const engaging =
    m.game.turnState.assault?.engagingFormationId ?? m.game.turnState.activation!.formationId;

  it('says for each target how many units reach base contact or only firefight range, with the computer’s odds', () => {
    const { panel } = mount(m);
    const details = [...byTestId(panel, 'assault-targets').querySelectorAll('.detail')].map(textOf);
    expect(details.length).toBeGreaterThan(0);
    const units = m.game.formations[engaging]!.unitIds.filter(
      (id) => m.game.units[id]!.status === 'deployed',
    ).length;
    for (const d of details) {
      if (d.startsWith('⚠')) continue;
      const [, contact, firefight, out, win] =
        /^(\d+) can reach base contact, (\d+) only firefight range, (\d+) neither · about (\d+)% to win the result as the computer sees it \(1\.12\.7\)$/.exec(
          d,
        )!;
      // Every unit of the engaging formation is counted once.
      expect(Number(contact) + Number(firefight) + Number(out)).toBe(units);
      expect(Number(win)).toBeGreaterThanOrEqual(0);
      expect(Number(win)).toBeLessThanOrEqual(100);
    }
  });

  it('marks a target no unit can reach, not even firefight range', () => {
    const target = Object.values(m.game.formations).find((f) => f.side === 1)!;
    const near = chargeOutlook(m.game, engaging, target.id);
    // The same target moved 200cm away (off any charge): nobody reaches it.
    const far = chargeOutlook(shifted(m.game, target.id, 0, 400), engaging, target.id);
    expect(far.contact).toEqual([]);
    expect(far.firefight).toEqual([]);
    expect(far.outOfReach.length).toBe(
      near.contact.length + near.firefight.length + near.outOfReach.length,
    );
    // The panel marks it so.
    const { panel } = mount({ ...m, game: shifted(m.game, target.id, 0, 400) });
    const choice = byTestId(panel, `choice-assault.declare-${target.id}`).parentElement!;
    expect(textOf(choice.querySelector('.detail'))).toBe(
      '⚠ no unit can reach it, not even firefight range (1.12.3)',
    );
  });
});

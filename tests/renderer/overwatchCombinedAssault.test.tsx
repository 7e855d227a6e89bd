// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { getDatasheet } from '../../engine/netea/data';
import { joinedDatasheet } from '../../engine/netea/abilities/units/characters';
import { pendingDecision, startChart } from '../../engine/netea/flow/game';
import type { GameState } from '../../engine/netea/state/schema';
import { battle, go, withFormation } from '../conformance/helpers';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { mount } from './decisionPanelHarness';
import { button, click, textOf } from './dom';

/** The commander's formation `cmd` (a Captain with c1) charges Ork Boyz with `f1` following
 * from y 44; the person's Tactical Marines (`ow`, side 1, on overwatch) stand north at y 15,
 * nearer to the follower than to the commander's formation. */
function combinedCharge(): GameState {
  let s = battle([
    { id: 'cmd', side: 0, units: row('c', 'sm-tactical', 3, 60, 50) },
    { id: 'f1', side: 0, units: row('g', 'sm-tactical', 3, 60, 44) },
    { id: 'orks', side: 1, units: row('o', ORK_BOYZ.id, 4, 60, 70) },
    { id: 'ow', side: 1, units: row('w', 'sm-tactical', 3, 60, 15) },
  ]);
  const sheet = joinedDatasheet(getDatasheet('sm-tactical')!, getDatasheet('sm-captain')!);
  s = {
    ...s,
    datasheets: { ...s.datasheets, [sheet.id]: sheet },
    units: {
      ...s.units,
      c1: {
        ...s.units['c1']!,
        datasheetId: sheet.id,
        characters: [{ id: 'cap', datasheetId: 'sm-captain' }],
      },
    },
  };
  s = withFormation(s, 'ow', { overwatch: true });
  s = go(
    s,
    { type: 'action.declare', side: 0, formationId: 'cmd', action: 'engage', followers: ['f1'] },
    3,
  ).state;
  s = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'orks' }).state;
  for (const [id, x] of [
    ['c1', 60],
    ['c2', 65],
    ['c3', 70],
  ] as const)
    s = go(s, { type: 'assault.chargeMove', side: 0, unitId: id, path: [{ x, y: 62 }] }).state;
  return go(s, { type: 'assault.endCharge', side: 0 }).state;
}

describe('the decision panel for overwatch at a combined assault', () => {
  it('1.10 FAQ: names the formation closest to the overwatching one as the target, not the commander’s', () => {
    const game = combinedCharge();
    const pending = pendingDecision(startChart(game));
    expect(pending).toMatchObject({ kind: 'overwatch-fire', sides: [1] });
    const p = mount({ game, pending, events: [] }, { humanSide: 1 });
    expect(textOf(p.panel.querySelector('h3 + p'))).toContain(
      'each of your formations fires at the assaulting formation closest to it (1.10)',
    );
    const b = button(
      p.panel,
      `${game.formations['ow']!.name} fires on overwatch at ${game.formations['f1']!.name}`,
    );
    // The shot preview is worked out against that formation too: its units are in range.
    expect(b.parentElement?.textContent).toMatch(/3\/3 units in range and line of fire/);
    click(b);
    expect(p.onSubmit).toHaveBeenCalledExactlyOnceWith({
      type: 'overwatch.fire',
      side: 1,
      formationId: 'ow',
    });
  });
});

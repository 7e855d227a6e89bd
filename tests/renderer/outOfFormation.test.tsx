// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import { outOfFormationChoices } from '../../engine/netea/rules/1.2-formations/coherency';
import type { GameState } from '../../engine/netea/state/schema';
import { battle, declare, go } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';
import { pending } from '../ai/situations';
import { mount } from './decisionPanelHarness';
import { byTestId, click, textOf } from './dom';

/**
 * 1.7.4: "The controlling player may choose which units are out of formation". Four Tactical
 * units 5cm apart advance; two walk off 20cm to the south together, leaving two chains of two.
 */
function split(): GameState {
  let s = battle([
    { id: 'a', side: 0, units: row('a', 'sm-tactical', 4, 40, 40) },
    { id: 'e', side: 1, units: row('e', 'sm-tactical', 2, 40, 140) },
  ]);
  s = go(s, declare(0, 'a', 'advance'), 6).state;
  for (const id of ['a3', 'a4']) {
    const at = s.units[id]!.position!;
    s = go(s, {
      type: 'move.unit',
      side: 0,
      unitId: id,
      path: [{ x: at.x, y: at.y + 12 }],
      orientation: 'keep-facing',
    }).state;
  }
  return s;
}

describe('1.7.4: the person chooses the units lost out of formation', () => {
  it('offers keeping either chain of a formation split in two, the engine default first, each accepted by the rule', () => {
    const s = split();
    const choices = outOfFormationChoices(s, 'a');
    expect(choices).toHaveLength(2);
    expect(new Set(choices.map((c) => [...c].sort().join(',')))).toEqual(
      new Set(['a3,a4', 'a1,a2']),
    );
    for (const outOfFormation of choices)
      expect(validateCommand(s, { type: 'move.end', side: 0, outOfFormation })).toBeNull();
    // Choosing a unit that is in formation with the rest is refused, in words.
    const refused = validateCommand(s, { type: 'move.end', side: 0, outOfFormation: ['a1'] });
    expect(refused?.code).toBe('formation/still-incoherent');
    const inFormation = validateCommand(s, {
      type: 'move.end',
      side: 0,
      outOfFormation: ['a1', 'a2', 'a3'],
    });
    expect(inFormation?.code).toBe('formation/in-formation');
    expect(inFormation?.message).not.toMatch(/\ba[1-4]\b/);
  });

  it('the decision panel lists both choices by unit name and submits the one clicked', () => {
    const s = split();
    const p = mount({ game: s, pending: pending(s, 'carry-out-action'), events: [] });
    const control = byTestId(p.panel, 'out-of-formation');
    const buttons = [...control.querySelectorAll('button')];
    expect(buttons).toHaveLength(2);
    expect(textOf(buttons[0]!)).toMatch(/^Complete the move, losing .+ \(default, 1\.7\.4\)$/);
    expect(textOf(control)).not.toMatch(/\ba[1-4]\b/);
    click(buttons[1]!);
    const sent = p.onSubmit.mock.calls[0]![0];
    expect(sent).toMatchObject({ type: 'move.end', side: 0 });
    expect(validateCommand(s, sent)).toBeNull();
  });

  it('shows no choice while the formation is in formation', () => {
    let s = battle([
      { id: 'a', side: 0, units: row('a', 'sm-tactical', 4, 40, 40) },
      { id: 'e', side: 1, units: row('e', 'sm-tactical', 2, 40, 140) },
    ]);
    s = go(s, declare(0, 'a', 'advance'), 6).state;
    expect(outOfFormationChoices(s, 'a')).toEqual([]);
    const p = mount({ game: s, pending: pending(s, 'carry-out-action'), events: [] });
    expect(p.panel.querySelector('[data-testid=out-of-formation]')).toBeNull();
  });
});

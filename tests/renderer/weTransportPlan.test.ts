import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { GameState } from '../../engine/netea/state/schema';
import { spotBeside } from '../../engine/netea/rules/3-war-engines/transportReach';
import {
  disembarkCommand,
  mountChoices,
  placePassenger,
  startDisembark,
} from '../../renderer/src/play/transportPlan';
import { battle, declare, go } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';

/** The person's side of 3.1.3: mounting up with one choice, getting out one click at a time. */
describe('transport war engines in the renderer (3.1.3)', () => {
  it('offers to mount the acting formation up in a war engine of another formation in reach, with the engine’s verdict', () => {
    let s = battle([
      { id: 'gw', side: 0, units: [{ id: 'bf', sheet: 'test-we-transport', x: 60, y: 60 }] },
      { id: 'far', side: 0, units: [{ id: 'bf2', sheet: 'test-we-transport', x: 150, y: 100 }] },
      { id: 'mob', side: 0, units: row('b', 'test-ork-boyz', 3, 54, 72, 6) },
      { id: 'foe', side: 1, units: row('e', 'sm-tactical', 2, 60, 15) },
    ]);
    s = go(s, declare(0, 'mob', 'advance'), 1).state;
    const choices = mountChoices(s, 0);
    expect(choices.map((c) => [c.label, c.refusal?.code ?? null])).toEqual([
      ['Mount up in Battlefortress 1 of gw (3.1.3)', null],
      ['Mount up in Battlefortress 1 of far (3.1.3)', 'move/too-far'],
    ]);
    const r = applyCommand(s, choices[0]!.command);
    expect(r.ok && r.state.units['b1']?.transportedBy).toBe('bf');
  });

  it('places a formation getting out of a war engine one unit at a time and sends them together', () => {
    let s: GameState = battle([
      { id: 'gw', side: 0, units: [{ id: 'bf', sheet: 'test-we-transport', x: 60, y: 60 }] },
      {
        id: 'mob',
        side: 0,
        units: row('b', 'test-ork-boyz', 2, 0, 0).map((u) => ({ ...u, embarkedIn: 'bf' })),
      },
      { id: 'foe', side: 1, units: row('e', 'sm-tactical', 2, 60, 15) },
    ]);
    s = go(s, declare(0, 'gw', 'advance'), 1).state;
    s = go(s, { type: 'move.unit', side: 0, unitId: 'bf', path: [{ x: 60, y: 70 }] }).state;
    s = go(s, { type: 'move.end', side: 0 }).state;
    const bf = s.units['bf']!;
    let draft = startDisembark(s, 'move.disembark', 'bf');
    const first = placePassenger(s, 0, draft, spotBeside(s, s.units['b1']!, bf, 180, 1)!);
    // Alone, the first would split the formation; with the second still to come it is kept.
    expect(first.refusal).toBeNull();
    draft = first.draft;
    const second = placePassenger(s, 0, draft, spotBeside(s, s.units['b2']!, bf, 0, 1)!);
    expect(second.refusal).toBeNull();
    const r = applyCommand(s, disembarkCommand(0, second.draft));
    expect(r.ok && r.state.formations['mob']?.activated).toBe(true);
  });
});

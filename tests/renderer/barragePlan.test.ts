import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import { BARRAGE_TEMPLATE_DIAMETER } from '../../engine/kernel/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import {
  addTemplate,
  barrageCommand,
  barrageText,
  previewBarrage,
  removeTemplate,
} from '../../renderer/src/play/barragePlan';
import { battle, declare, go } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';

/**
 * Five Whirlwinds (1BP each: 5BP, one extra template, 1.9.8 Barrage table) on sustained fire,
 * 30cm from four Tactical units in two pairs: one template catches a pair, two touching
 * templates catch all four.
 */
function battery(): GameState {
  const start = battle([
    { id: 'ww', side: 0, units: row('ww', 'sm-whirlwind', 5, 50, 20) },
    {
      id: 'tacs',
      side: 1,
      units: [
        { id: 't1', sheet: 'sm-tactical', x: 50, y: 50 },
        { id: 't2', sheet: 'sm-tactical', x: 53, y: 50 },
        { id: 't3', sheet: 'sm-tactical', x: 57.4, y: 50 },
        { id: 't4', sheet: 'sm-tactical', x: 60.4, y: 50 },
      ],
    },
  ]);
  return go(start, declare(0, 'ww', 'sustained-fire'), 1).state;
}

describe('placing a barrage of several templates (1.9.8)', () => {
  it('the first click places the first template at the nearest enemy formation; the preview says how many the barrage gives', () => {
    const game = battery();
    const one = addTemplate(game, 0, null, { x: 51.5, y: 50 })!;
    expect(one).toEqual({
      targetFormationId: 'tacs',
      centres: [{ x: 51.5, y: 50 }],
      indirect: false,
    });
    const p = previewBarrage(game, 0, one);
    expect(p).toMatchObject({ templates: 2, caught: 2, best: 4 });
    // One template where two fit is not enough: the templates must catch all they can.
    expect(p.refusal).toMatchObject({ code: 'barrage/not-maximal', section: '1.9.8' });
    expect(barrageText(game, one, p)).toMatch(
      /^1 of 2 templates · 2 units of .* under them \(4 can be caught\): .* \(1\.9\.8\)$/,
    );
  });

  it('a further click adds a template touching the first, towards the click; then it may fire', () => {
    const game = battery();
    let draft = addTemplate(game, 0, null, { x: 51.5, y: 50 })!;
    draft = addTemplate(game, 0, draft, { x: 80, y: 50 })!;
    expect(draft.centres[1]!.x).toBeCloseTo(51.5 + BARRAGE_TEMPLATE_DIAMETER);
    expect(draft.centres[1]!.y).toBeCloseTo(50);
    const p = previewBarrage(game, 0, draft);
    expect(p).toMatchObject({ refusal: null, templates: 2, caught: 4 });
    expect(barrageText(game, draft, p)).toMatch(/^2 of 2 templates · 4 units .*: ready to fire$/);
    expect(barrageCommand(0, draft)).toMatchObject({
      type: 'shoot.barrage',
      targetFormationId: 'tacs',
      centres: [{ x: 51.5, y: 50 }, draft.centres[1]],
    });
    const fired = applyCommand(game, p.command);
    expect(fired.ok).toBe(true);
  });

  it('a template more than the table gives is refused; Backspace takes templates back one by one', () => {
    const game = battery();
    let draft = addTemplate(game, 0, null, { x: 51.5, y: 50 })!;
    draft = addTemplate(game, 0, draft, { x: 80, y: 50 })!;
    const three = addTemplate(game, 0, draft, { x: 51.5, y: 80 })!;
    expect(previewBarrage(game, 0, three).refusal).toMatchObject({
      code: 'barrage/too-many-templates',
      section: '1.9.8',
    });
    // The schema takes three templates at most: a fourth click changes nothing.
    expect(addTemplate(game, 0, three, { x: 20, y: 50 })).toBe(three);
    expect(removeTemplate(three)).toEqual(draft);
    expect(removeTemplate(removeTemplate(draft)!)).toBeNull();
  });

  it('indirect fire is sent only when asked for (2.2.10)', () => {
    const game = battery();
    const draft = addTemplate(game, 0, null, { x: 51.5, y: 50 })!;
    expect(barrageCommand(0, draft)).not.toHaveProperty('indirect');
    expect(barrageCommand(0, { ...draft, indirect: true })).toMatchObject({ indirect: true });
  });
});

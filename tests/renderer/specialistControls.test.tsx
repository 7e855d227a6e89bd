// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { shootChoices } from '../../renderer/src/play/choices';
import { unitName } from '../../renderer/src/play/movePlan';
import { byTestId, choose, click, textOf } from './dom';
import { mine, mount } from './decisionPanelHarness';

/** The game with one more ability on the datasheets of a side's formation (a test's army). */
function withAbility(game: GameState, formationId: string, ability: string): GameState {
  const sheetIds = new Set(
    game.formations[formationId]!.unitIds.map((id) => game.units[id]!.datasheetId),
  );
  const datasheets = Object.fromEntries(
    Object.entries(game.datasheets).map(([id, sheet]) => [
      id,
      sheetIds.has(id)
        ? { ...sheet, abilities: [...sheet.abilities, { id: ability }] as typeof sheet.abilities }
        : sheet,
    ]),
  );
  return { ...game, datasheets };
}

const declare = (panel: HTMLElement) =>
  panel.querySelector<HTMLButtonElement>(
    'button[data-testid^="choice-action.declare-"]:not([disabled])',
  )!;

describe('the specialist decisions on the battlefield (2.1)', () => {
  const activate = mine('activate');
  const ownFormation = Object.values(activate.game.formations).find(
    (f) => f.side === 0 && !f.activated,
  )!;

  it('offers no re-roll without a supreme commander', () => {
    const { panel } = mount(activate, { selectedFormationId: ownFormation.id });
    expect(panel.querySelector('[data-testid=reroll]')).toBeNull();
  });

  it('2.1.15: a supreme commander’s re-roll is the person’s to use or keep, with its section', () => {
    const game = withAbility(activate.game, ownFormation.id, 'supreme-commander');
    const { panel, onSubmit } = mount(
      { ...activate, game },
      { selectedFormationId: ownFormation.id },
    );
    const control = byTestId(panel, 'reroll');
    // One re-roll a turn for each supreme commander the side has on the table (2.1.15): here
    // every unit with the datasheets of that formation is one.
    const commanders = Object.values(game.units).filter(
      (u) =>
        u.side === 0 &&
        u.status === 'deployed' &&
        game.datasheets[u.datasheetId]!.abilities.some((a) => a.id === 'supreme-commander'),
    ).length;
    expect(commanders).toBeGreaterThan(0);
    expect(textOf(control)).toBe(
      `Re-roll a failed test with a supreme commander (${commanders} left this turn) 2.1.15`,
    );
    // By default a failed test is re-rolled (the command leaves the engine's default).
    click(declare(panel));
    expect(onSubmit.mock.lastCall![0]).not.toHaveProperty('reroll');
    // Unticked: the re-roll is kept for later.
    click(control.querySelector('input')!);
    click(declare(panel));
    expect(onSubmit.mock.lastCall![0]).toMatchObject({ type: 'action.declare', reroll: false });
  });

  it('2.1.14: the person picks the unit sniper hits go to; the shot carries it', () => {
    const m = mine('carry-out-action', (x) =>
      shootChoices(x.game, 0).some((c) => c.refusal === null),
    );
    const acting = m.game.turnState.activation!.formationId;
    const { panel: plain } = mount(m);
    expect(plain.querySelector('[data-testid=sniper-target]')).toBeNull();
    const game = withAbility(m.game, acting, 'sniper');
    const { panel, onSubmit } = mount({ ...m, game });
    const shot = shootChoices(game, 0).find((c) => c.refusal === null)!;
    const targetFormation = game.formations[shot.key]!;
    const target = targetFormation.unitIds.find((id) => game.units[id]!.status === 'deployed')!;
    const select = byTestId<HTMLSelectElement>(panel, 'sniper-target');
    // Units by the names a player knows, the rule's section beside the choice.
    expect([...select.options].map((o) => o.text)).toContain(unitName(game, target));
    expect(textOf(select.parentElement)).toContain('2.1.14');
    choose(select, target);
    click(byTestId(panel, `choice-shoot.declare-${shot.key}`));
    expect(onSubmit.mock.lastCall![0]).toMatchObject({
      type: 'shoot.declare',
      targetFormationId: shot.key,
      chosenTargets: [target],
    });
  });
});

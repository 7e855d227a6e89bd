// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import { KORPS_GRINDA, type ScenarioInput } from '../../engine/netea/scenarios';
import { splittableWarEngines } from '../../renderer/src/panels/WarEngineDiceControl';
import { mine, mount } from './decisionPanelHarness';
import { button, byTestId, click, textOf, typeInto } from './dom';

/** Korps Grinda Returns! with the person (side 0) playing the Orks' Great Gargant. */
const ORKS_FIRST: ScenarioInput = {
  ...KORPS_GRINDA,
  forces: [KORPS_GRINDA.forces[1]!, KORPS_GRINDA.forces[0]!],
};

describe('the decision panel: a war engine’s assault dice', () => {
  it('3.3.2: the person splits the Great Gargant’s twelve dice between close combat and firefight as the charge ends', () => {
    const m = mine(
      'assault',
      (x) =>
        (x.pending.commands.includes('assault.endCharge') ||
          x.pending.commands.includes('assault.endCounterCharges')) &&
        splittableWarEngines(x.game, 0).length > 0,
      1,
      ORKS_FIRST,
    );
    const [gargant] = splittableWarEngines(m.game, 0);
    const p = mount(m);
    const control = byTestId(p.panel, 'war-engine-dice');
    const input = control.querySelector<HTMLInputElement>('input[type="number"]')!;
    expect(textOf(input.parentElement)).toMatch(
      /Great Gargant.*: close combat dice of 12, 6 firefight \(3\.3\.2\)$/,
    );
    typeInto(input, '9');
    expect(textOf(input.parentElement)).toMatch(/of 12, 3 firefight/);
    click(button(control, /with this split of dice/));
    const command = p.onSubmit.mock.calls[0]![0];
    expect(command).toMatchObject({ side: 0, closeCombatDice: { [gargant!.id]: 9 } });
    expect(validateCommand(m.game, command)).toBeNull();
    // Thirteen dice would be more than its starting DC: refused with the section.
    typeInto(input, '13');
    expect(button(control, /with this split of dice/).disabled).toBe(true);
    expect(textOf(control.querySelector('.reason'))).toMatch(/3\.3\.2/);
  });
});

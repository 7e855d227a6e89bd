// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { refusal } from '../../engine/kernel/result';
import { refusalWords } from '../../renderer/src/i18n/refusals';
import { setLanguage } from '../../renderer/src/i18n';
import {
  addBombardmentPoint,
  spacecraftCommand,
  spacecraftToPlanNow,
} from '../../renderer/src/play/spacecraftPlan';
import { SpacecraftPlan } from '../../renderer/src/screens/SpacecraftPlan';
import { setUpUntil } from '../netea/rules/6.1-tournament/fixture';
import { strikeCruiserGame } from '../netea/rules/6.1-tournament/strikeCruiser';
import { byTestId, choose, click, render, textOf } from './dom';

/** 4.3.1, 6.1.5: the person's spacecraft plan before deployment (a Strike Cruiser, 5BP). */
const atSpacecraft = () => setUpUntil(strikeCruiserGame(), 'garrisons');

describe('4.3.1 the spacecraft plan', () => {
  it('offers the Strike Cruiser with the templates its 5BP give by the Barrage table (1.9.8: two)', () => {
    const plan = spacecraftToPlanNow(atSpacecraft(), 0);
    expect(plan).toMatchObject({ most: 2, draft: { turn: 1, bombardment: [] } });
    expect(plan?.name).toMatch(/^Strike Cruiser/);
    expect(spacecraftToPlanNow(atSpacecraft(), 1)).toBeNull();
  });

  it('4.3.3: clicks plot bombardment points up to the most the spacecraft has', () => {
    const plan = spacecraftToPlanNow(atSpacecraft(), 0)!;
    const one = addBombardmentPoint(plan.draft, plan.most, { x: 90, y: 80 });
    const two = addBombardmentPoint(one, plan.most, { x: 100, y: 80 });
    expect(addBombardmentPoint(two, plan.most, { x: 20, y: 20 }).bombardment).toEqual([
      { x: 90, y: 80 },
      { x: 100, y: 80 },
    ]);
  });

  it('the panel sends the plan with the turn declared and the points plotted, at the own edge', () => {
    const game = atSpacecraft();
    const plan = spacecraftToPlanNow(game, 0)!;
    const onSubmit = vi.fn<(c: Command) => void>();
    let draft = addBombardmentPoint(plan.draft, plan.most, { x: 90, y: 80 });
    const { container, rerender } = render(
      <SpacecraftPlan
        game={game}
        side={0}
        name={plan.name}
        most={plan.most}
        draft={draft}
        onDraft={(d) => (draft = d)}
        onSubmit={onSubmit}
      />,
    );
    expect(textOf(byTestId(container, 'spacecraft-verdict'))).toBe('Legal: ready to send.');
    choose(byTestId<HTMLSelectElement>(container, 'spacecraft-turn'), '2');
    expect(draft.turn).toBe(2);
    rerender(
      <SpacecraftPlan
        game={game}
        side={0}
        name={plan.name}
        most={plan.most}
        draft={draft}
        onDraft={(d) => (draft = d)}
        onSubmit={onSubmit}
      />,
    );
    click(byTestId(container, 'spacecraft-send'));
    expect(onSubmit).toHaveBeenCalledWith(spacecraftCommand(game, 0, draft));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: 'setup.spacecraft',
      turn: 2,
      plan: { bombardment: [{ x: 90, y: 80 }] },
    });
  });

  it('the 6.1.5 refusal has its German words', () => {
    setLanguage('de');
    try {
      expect(
        refusalWords(
          refusal(
            'tournament/wrong-step',
            '6.1.5',
            'Spacecraft are set up after the objectives and before the garrisons.',
          ),
        ),
      ).toBe('Raumschiffe werden nach den Missionszielen und vor den Garnisonen aufgestellt.');
    } finally {
      setLanguage('en');
    }
  });
});

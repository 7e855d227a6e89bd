import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import { MovePlanControl } from '../../renderer/src/panels/MovePlanControl';
import { dragTo, previewDraft } from '../../renderer/src/play/movePlan';
import { assaultAt, assaultGame, TAC } from '../fixtures/assaultGame';

const noop = () => undefined;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The person's Land Speeder `ls` (side 1) may counter charge at the Marines that charged `d1`. */
function counterCharging() {
  const s = assaultGame([
    { id: 'att', side: 0, units: [{ id: 't1', sheet: TAC, x: 60, y: 50 }] },
    {
      id: 'def',
      side: 1,
      units: [
        { id: 'd1', sheet: TAC, x: 61.2, y: 50 },
        { id: 'ls', sheet: 'sm-land-speeder', x: 60, y: 75 },
      ],
    },
  ]);
  return assaultAt(s, {
    attackers: ['att'],
    defenders: ['def'],
    step: 'counter-charge',
    decidingSide: 1,
  });
}

describe('popping up in a counter charge, for the person (2.1.13 FAQ)', () => {
  it('2.1.13 FAQ: the plan of a skimmer’s counter charge offers to pop up, and the command the engine gets pops it up', () => {
    const game = counterCharging();
    const draft = dragTo(null, 'ls', { x: 60, y: 65 });
    const up = previewDraft(game, 'assault.counterCharge', 1, draft, { popUp: true });
    expect(up.refusal).toBeNull();
    expect(up.command).toMatchObject({ type: 'assault.counterCharge', unitId: 'ls', popUp: true });
    const applied = applyCommand(game, up.command);
    expect(applied.ok && applied.state.units['ls']?.poppedUp).toBe(true);
    // Without the box ticked it stays down.
    const down = previewDraft(game, 'assault.counterCharge', 1, draft);
    expect(down.command).not.toHaveProperty('popUp');
    // A plain move takes no pop-up (that is declared with the action).
    const plain = previewDraft(game, 'move.unit', 1, draft, { popUp: true });
    expect(plain.command).not.toHaveProperty('popUp');
  });

  it('shows the pop-up box only for a skimmer’s counter charge', () => {
    const plan = { unitId: 'ls', legal: true, text: '10.0cm of 10cm' };
    const offered = renderToStaticMarkup(
      <MovePlanControl
        plan={{ ...plan, canPopUp: true }}
        popUp
        onConfirmPlan={noop}
        onCancelPlan={noop}
      />,
    );
    expect(text(offered)).toContain(
      'Pop up as it counter charges: it sees over terrain and can be seen (2.1.13)',
    );
    expect(offered).toMatch(/data-testid="pop-up"[^>]*checked|checked[^>]*data-testid="pop-up"/);
    const plain = renderToStaticMarkup(
      <MovePlanControl plan={plan} onConfirmPlan={noop} onCancelPlan={noop} />,
    );
    expect(plain).not.toContain('data-testid="pop-up"');
  });
});

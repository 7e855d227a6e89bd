import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FAST_ATTACK } from '../../engine/netea/scenarios';
import { DecisionPanel } from '../../renderer/src/panels/DecisionPanel';
import { MovePlanControl } from '../../renderer/src/panels/MovePlanControl';
import { BarrageControl, DisembarkControl } from '../../renderer/src/panels/PlacementControls';
import { addTemplate, barrageText, previewBarrage } from '../../renderer/src/play/barragePlan';
import { planKey, turnDegrees, wheelDegrees } from '../../renderer/src/play/planKeys';
import { placePassenger, startDisembark } from '../../renderer/src/play/transportPlan';
import { battle, declare, endMove, go, move } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';
import { playUntil, rhinoBattle } from './states';

const noop = () => undefined;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const disabled = (html: string, testid: string) =>
  new RegExp(`<button[^>]*data-testid="${testid}"[^>]*disabled`).test(html) ||
  new RegExp(`<button[^>]*disabled[^>]*data-testid="${testid}"`).test(html);

describe('the keys of a plan on the table', () => {
  it('W fixes a waypoint, Backspace takes one back, Q/E turn by 15° (5° with Shift), Enter and Esc', () => {
    expect(['w', 'W', 'Backspace', 'r', 'Enter', 'Escape'].map(planKey)).toEqual([
      'waypoint',
      'waypoint',
      'undo',
      'reset-facing',
      'confirm',
      'cancel',
    ]);
    expect(['q', 'e', 'Q', 'E'].map((k) => turnDegrees(planKey(k)!))).toEqual([-15, 15, -5, 5]);
    // The camera keys stay the camera's.
    expect(['ArrowUp', '+', '-', '0'].map(planKey)).toEqual([null, null, null, null]);
    // Shift+wheel turns; some browsers report it as a sideways scroll.
    expect([wheelDegrees(100), wheelDegrees(-100), wheelDegrees(0, 120)]).toEqual([15, -15, 15]);
  });
});

describe('the move plan in the panel', () => {
  const control = (plan: Parameters<typeof MovePlanControl>[0]['plan']) =>
    renderToStaticMarkup(<MovePlanControl plan={plan} onConfirmPlan={noop} onCancelPlan={noop} />);

  it('says how to add waypoints and turn, and offers to remove a waypoint once there are two legs', () => {
    const one = control({ unitId: 'u', legal: true, text: '4.0cm of 15cm, 11.0cm left' });
    expect(text(one)).toContain('W (or Shift+click the table) fixes a waypoint');
    expect(disabled(one, 'remove-waypoint')).toBe(true);
    expect(disabled(one, 'reset-facing')).toBe(true);
    expect(text(one)).toContain('facing along the last leg');
    expect(one).not.toContain('data-testid="pick-up"');
    const two = control({
      unitId: 'u',
      legal: false,
      text: '16.0cm: too far (1.7)',
      legs: 2,
      facing: 135,
      canPickUp: true,
    });
    expect(disabled(two, 'remove-waypoint')).toBe(false);
    expect(disabled(two, 'confirm-move')).toBe(true);
    expect(text(two)).toContain('facing 135°');
    expect(text(two)).toContain('Pick up units of its formation that it reaches (1.7.5)');
  });
});

describe('transports in the panels (1.7.5)', () => {
  it('at set-up, the decision panel offers to start the next unit aboard a transport of its formation', () => {
    const m = playUntil(
      (x) =>
        x.pending.kind === 'deploy' &&
        x.pending.sides.includes(0) &&
        Object.values(x.game.units).some(
          (t) => t.side === 0 && t.datasheetId === 'sm-rhino' && t.status === 'deployed',
        ) &&
        Object.values(x.game.units).some(
          (u) => u.side === 0 && u.status === 'reserve' && u.datasheetId === 'sm-tactical',
        ),
      1,
      FAST_ATTACK,
    );
    const rhino = Object.values(m.game.units).find(
      (t) => t.side === 0 && t.datasheetId === 'sm-rhino' && t.status === 'deployed',
    )!;
    const html = renderToStaticMarkup(
      <DecisionPanel
        game={m.game}
        pending={m.pending}
        humanSide={0}
        selectedFormationId={rhino.formationId}
        plan={null}
        suggestion={null}
        onSubmit={noop}
        onConfirmPlan={noop}
        onCancelPlan={noop}
        onSuggest={noop}
        onAutoDeploy={noop}
      />,
    );
    expect(html).toContain('data-testid="embark"');
    expect(text(html)).toMatch(/Embark .*Tactical.* in .*Rhino/);
  });

  it('after a transport`s move, lists it with its passengers, then the next unit to place and any refusal', () => {
    let game = rhinoBattle(1, 110);
    game = go(game, declare(0, 'mech', 'advance'), 1).state;
    game = go(game, move(0, 'rhino', 60, 50)).state;
    game = go(game, endMove(0)).state;
    const control = (draft: ReturnType<typeof startDisembark> | null, refused = false) =>
      renderToStaticMarkup(
        <DisembarkControl
          game={game}
          side={0}
          type="move.disembark"
          draft={draft}
          refusal={
            refused && draft ? placePassenger(game, 0, draft, { x: 80, y: 50 }).refusal : null
          }
          onStart={noop}
          onConfirm={noop}
          onPlanKey={noop}
        />,
      );
    const list = control(null);
    expect(list).toContain('data-testid="unload-rhino"');
    expect(text(list)).toContain('(1 aboard)');
    const started = startDisembark(game, 'move.disembark', 'rhino');
    const placing = control(started, true);
    // Units named as a player finds them, never by their ids (issue 17).
    expect(text(placing)).toMatch(
      /Click the table within 5cm of Space Marine Rhino 1 of mech to place Space Marine \w+ \d+ of mech/,
    );
    expect(text(placing)).toMatch(/within 5cm of the transport\. \(1\.7\.5\)/);
    expect(disabled(placing, 'confirm-unload')).toBe(true);
    const placed = placePassenger(game, 0, started, { x: 63, y: 50 }).draft;
    expect(disabled(control(placed), 'confirm-unload')).toBe(false);
    expect(text(control(placed))).toContain('Get out (1 unit)');
  });
});

describe('barrage templates in the panel (1.9.8)', () => {
  it('shows the templates placed against those the barrage gives, and fires only when the engine agrees', () => {
    const game = go(
      battle([
        { id: 'ww', side: 0, units: row('ww', 'sm-whirlwind', 5, 50, 20) },
        { id: 'tacs', side: 1, units: row('t', 'sm-tactical', 2, 50, 50, 3) },
      ]),
      declare(0, 'ww', 'sustained-fire'),
      1,
    ).state;
    const draft = addTemplate(game, 0, null, { x: 51.5, y: 50 })!;
    const preview = previewBarrage(game, 0, draft);
    const html = renderToStaticMarkup(
      <BarrageControl
        view={{ preview, text: barrageText(game, draft, preview) }}
        canIndirect
        indirect={false}
        onIndirect={noop}
        onFire={noop}
        onPlanKey={noop}
      />,
    );
    expect(text(html)).toMatch(/1 of 2 templates · 2 units of .* under them/);
    expect(html).toContain('data-testid="barrage-indirect"');
    expect(disabled(html, 'fire-barrage')).toBe(preview.refusal !== null);
    const empty = renderToStaticMarkup(
      <BarrageControl
        view={null}
        canIndirect={false}
        indirect={false}
        onIndirect={noop}
        onFire={noop}
        onPlanKey={noop}
      />,
    );
    expect(text(empty)).toMatch(/Click the table where the first template.* centre goes\./);
    expect(disabled(empty, 'fire-barrage')).toBe(true);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { supportCandidates } from '../../engine/rules/assaultSupport';
import { COMBINED_ARMS } from '../../engine/scenarios';
import { DecisionPanel, type DecisionPanelProps } from '../../renderer/src/panels/DecisionPanel';
import {
  casualties,
  GameOverScreen,
  type Casualty,
} from '../../renderer/src/screens/GameOverScreen';
import { playUntil, type Moment } from './states';

const noop = () => undefined;
const panel = (m: Moment, extra: Partial<DecisionPanelProps> = {}) =>
  renderToStaticMarkup(
    <DecisionPanel
      game={m.game}
      pending={m.pending}
      humanSide={0}
      selectedFormationId={null}
      plan={null}
      suggestion={null}
      onSubmit={noop}
      onConfirmPlan={noop}
      onCancelPlan={noop}
      onSuggest={noop}
      onAutoDeploy={noop}
      {...extra}
    />,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the decision panel', () => {
  it('offers the actions of the selected formation, with the reason for those refused', () => {
    const m = playUntil((x) => x.pending.kind === 'activate' && x.pending.sides.includes(0));
    const mine = Object.values(m.game.formations).find((f) => f.side === 0 && !f.activated)!;
    expect(text(panel(m))).toContain('Select one of your formations');
    const html = panel(m, { selectedFormationId: mine.id });
    for (const a of [
      'advance',
      'engage',
      'double',
      'march',
      'marshal',
      'overwatch',
      'sustained fire',
    ])
      expect(text(html)).toContain(a);
    // The formation may not remain on overwatch as a whole side yet: disabled, with 1.10.
    expect(html).toMatch(/disabled=""[^>]*>All remaining formations stay on overwatch/);
    expect(text(html)).toContain('(1.10)');
  });

  it('shows shooting targets with range, line of fire and expected hits, or why not', () => {
    const m = playUntil(
      (x) =>
        x.pending.kind === 'carry-out-action' &&
        x.pending.sides.includes(0) &&
        x.game.turnState.activation?.action === 'sustained-fire',
      6,
    );
    const t = text(panel(m));
    expect(t).toMatch(/Shoot at Tactical detachment/);
    expect(t).toMatch(/units in range and line of fire · about \d+\.\d hits expected|\(1\.9\.2\)/);
  });

  it('lets the defender place each hit, starting from the front-to-back default (1.9.6)', () => {
    const m = playUntil(
      (x) => x.pending.kind === 'allocate-hits' && x.pending.sides.includes(0),
      6,
    );
    const html = panel(m);
    expect(html).toContain('data-testid="allocation"');
    const hits = m.game.turnState.attack!.hits.filter((h) => h.eligible.length > 0);
    const selects = html.match(/<select/g) ?? [];
    expect(selects.length).toBeGreaterThan(0);
    expect(selects.length).toBeLessThanOrEqual(hits.reduce((n, h) => n + h.count, 0));
    // The default allocation is legal, so the button is enabled.
    expect(html).toMatch(/<button data-testid="allocate-chosen">Allocate as chosen/);
  });

  it('offers barrage templates to a formation with barrage weapons (1.9.8)', () => {
    const m = playUntil(
      (x) => {
        const a = x.game.turnState.activation;
        return (
          x.pending.kind === 'carry-out-action' &&
          x.pending.sides.includes(0) &&
          a !== null &&
          !a.shot &&
          a.formationId.includes('whirlwind')
        );
      },
      2,
      COMBINED_ARMS,
    );
    const html = panel(m);
    expect(html).toContain('data-testid="barrage-mode"');
    expect(text(html)).toContain('Place a barrage template');
    const other = playUntil(
      (x) => x.pending.kind === 'carry-out-action' && x.pending.sides.includes(0),
    );
    expect(panel(other)).not.toContain('barrage-mode');
  });

  it('lets the person place assault hits and choose supporting formations (1.12.5, 1.12.6)', () => {
    const at = (step: string, also: (m: Moment) => boolean = () => true) => {
      for (let seed = 1; seed < 40; seed++) {
        try {
          return playUntil(
            (x) =>
              x.pending.kind === 'assault' &&
              x.pending.step === step &&
              x.pending.sides.includes(0) &&
              also(x),
            seed,
          );
        } catch {
          continue;
        }
      }
      throw new Error(`no seed reaches ${step}`);
    };
    const allocating = at('allocate-defender-hits');
    const html = panel(allocating);
    expect(html).toContain('data-testid="allocation"');
    expect(html).toMatch(/<button data-testid="allocate-chosen">Allocate as chosen/);
    expect(text(html)).toMatch(/\d+ hits? from (the assault|supporting fire)/);
    const supported = at(
      'support',
      (x) => Object.keys(supportCandidates(x.game, x.game.turnState.assault!, 0)).length > 0,
    );
    const candidates = Object.keys(
      supportCandidates(supported.game, supported.game.turnState.assault!, 0),
    );
    const support = text(panel(supported));
    for (const id of candidates)
      expect(support).toContain(`${supported.game.formations[id]!.name} supports`);
    expect(support).toContain('Call on the chosen support');
  });

  it('tells the person when the computer decides', () => {
    const m = playUntil((x) => x.pending.kind === 'activate' && !x.pending.sides.includes(0));
    expect(text(panel(m))).toContain('The computer is thinking');
  });

  it('has a control for deployment: click to place, or let the computer set up the rest', () => {
    const m = playUntil((x) => x.pending.kind === 'deploy' && x.pending.sides.includes(0));
    const t = text(panel(m));
    expect(t).toMatch(/Click inside your deployment zone to set up Space Marine Tactical/);
    expect(t).toContain('Set up the rest for me');
    expect(t).toMatch(/You must deploy all of your units/);
  });
});

describe('the result', () => {
  it('counts casualties per side and names the result and its reason', () => {
    const m = playUntil((x) => x.game.result !== null);
    const lost = Object.values(m.game.units).filter((u) => u.status === 'destroyed');
    const [a, b] = casualties(m.game) as [Casualty, Casualty];
    expect(a.unitsLost + b.unitsLost).toBe(lost.length);
    const t = text(
      renderToStaticMarkup(
        <GameOverScreen game={m.game} humanSide={0} onShowTable={noop} onNewGame={noop} />,
      ),
    );
    expect(t).toContain(m.game.result!.reason);
    expect(t).toMatch(/Victory conditions \(1\.14\.2\)/);
    expect(t).toContain(`${a.unitsLost} of 12`);
  });
});

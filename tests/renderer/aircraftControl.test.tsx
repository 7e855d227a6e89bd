// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import { AircraftControl } from '../../renderer/src/panels/AircraftControl';
import { go } from '../conformance/helpers';
import { airGame, STRAIGHT_IN } from '../netea/rules/4.2-aircraft/airGame';
import { byTestId, choose, click, render, textOf } from './dom';

const ACTIVATE: PendingDecision = { sides: [0], kind: 'activate', commands: ['aircraft.mission'] };

function panel(points: readonly { x: number; y: number }[], pending = ACTIVATE, game = airGame()) {
  const onSubmit = vi.fn<(c: Command) => void>();
  const r = render(
    <AircraftControl
      game={game}
      pending={pending}
      side={pending.sides[0] ?? 0}
      points={points}
      onUndoPoint={() => {}}
      onClearPoints={() => {}}
      onSubmit={onSubmit}
    />,
  );
  return { ...r, onSubmit };
}

describe('aircraft mission in the decision panel (4.2)', () => {
  it('4.2.1: the clicked approach from the own edge is legal and flies the chosen mission', () => {
    const { container, onSubmit } = panel(STRAIGHT_IN);
    expect(textOf(byTestId(container, 'aircraft-verdict'))).toBe('The path is legal.');
    const send = byTestId<HTMLButtonElement>(container, 'aircraft-send');
    expect(send.disabled).toBe(false);
    click(send);
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'aircraft.mission',
      side: 0,
      formationId: 'fb',
      mission: 'ground-attack',
      approach: STRAIGHT_IN,
    });
  });

  it('4.2.1: an approach that does not start on the own table edge shows the refusal and cannot be sent', () => {
    const { container } = panel([
      { x: 90, y: 30 },
      { x: 90, y: 60 },
    ]);
    expect(textOf(byTestId(container, 'aircraft-verdict'))).toMatch(/\(4\.2\.1\)$/);
    expect(byTestId<HTMLButtonElement>(container, 'aircraft-send').disabled).toBe(true);
  });

  it('4.2: a stand down needs no path, and the mission choice goes into the command', () => {
    const { container, onSubmit } = panel([]);
    choose(byTestId<HTMLSelectElement>(container, 'aircraft-mission-type'), 'stand-down');
    click(byTestId(container, 'aircraft-send'));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'aircraft.mission',
      side: 0,
      formationId: 'fb',
      mission: 'stand-down',
    });
  });

  it('4.2.4: the flak offers the Hydra, chosen by default, and sends it', () => {
    const approached = go(
      airGame(),
      {
        type: 'aircraft.mission',
        side: 0,
        formationId: 'fb',
        mission: 'ground-attack',
        approach: STRAIGHT_IN,
      },
      6,
    ).state;
    const pending: PendingDecision = {
      sides: [1],
      kind: 'aircraft',
      step: 'flak',
      commands: ['aircraft.flak'],
    };
    const { container, onSubmit } = panel([], pending, approached);
    expect(textOf(byTestId(container, 'aircraft-flak'))).toContain('Hydra');
    click(byTestId(container, 'aircraft-send'));
    expect(onSubmit).toHaveBeenCalledWith({ type: 'aircraft.flak', side: 1, unitIds: ['bat4'] });
  });

  it('4.2.4: the owner allocates the flak hits to the aircraft before choosing to jink', () => {
    const approached = go(
      airGame(),
      {
        type: 'aircraft.mission',
        side: 0,
        formationId: 'fb',
        mission: 'ground-attack',
        approach: STRAIGHT_IN,
      },
      6,
    ).state;
    const hit = go(approached, { type: 'aircraft.flak', side: 1, unitIds: ['bat4'] }, 6, 6).state;
    const pending: PendingDecision = {
      sides: [0],
      kind: 'aircraft',
      step: 'jink',
      commands: ['aircraft.jink'],
    };
    const { container, onSubmit } = panel([], pending, hit);
    // Two hits, spread over the first two aircraft by default; the player moves one to fb4.
    expect(byTestId<HTMLSelectElement>(container, 'aircraft-hit-1').value).toBe('fb1');
    choose(byTestId<HTMLSelectElement>(container, 'aircraft-hit-2'), 'fb4');
    click(byTestId(container, 'aircraft-jink-no'));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'aircraft.jink',
      side: 0,
      jink: false,
      allocation: ['fb1', 'fb4'],
    });
  });
});

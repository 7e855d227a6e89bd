// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { TeleportControl } from '../../renderer/src/panels/PlacementControls';
import { unitName } from '../../renderer/src/play/movePlan';
import {
  placeNext,
  teleportCommand,
  type TeleportDraft,
} from '../../renderer/src/play/teleportPlan';
import { battle } from '../conformance/helpers';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { byTestId, click, render, textOf } from './dom';

/** The start of turn 2, nothing rolled: four Terminators wait off the table (2.1.17), Ork Boyz
 * stand at y = 60 (as the conformance test of 2.1.17 sets it up). */
function startOfTurn(): GameState {
  const s = battle([
    { id: 'term', side: 0, units: row('t', 'sm-terminator', 4, 40, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 60) },
  ]);
  const units = { ...s.units };
  for (const id of ['t1', 't2', 't3', 't4'])
    units[id] = { ...units[id]!, status: 'reserve', position: null };
  return {
    ...s,
    units,
    turn: 2,
    phase: 'strategy',
    turnState: {
      ...s.turnState,
      strategyTotals: null,
      strategyWinner: null,
      firstSide: null,
      activeSide: null,
    },
  };
}

function mount(game: GameState, draft: TeleportDraft | null) {
  const calls = {
    onStart: vi.fn<(formationId: string | null) => void>(),
    onUndo: vi.fn(),
    onConfirm: vi.fn(),
  };
  const { container } = render(<TeleportControl game={game} side={0} draft={draft} {...calls} />);
  return { ...calls, panel: byTestId(container, 'teleport') };
}

describe('teleporting in through the decision panel (2.1.17)', () => {
  const game = startOfTurn();

  it('offers each waiting formation before the strategy roll, with the section', () => {
    const { panel, onStart } = mount(game, null);
    expect(textOf(panel)).toContain('2.1.17');
    click(byTestId(panel, 'teleport-term'));
    expect(onStart).toHaveBeenCalledWith('term');
  });

  it('places the units click by click and names the next one; a gap too wide is refused', () => {
    let draft: TeleportDraft = { formationId: 'term', placements: [] };
    draft = placeNext(game, draft, { x: 40, y: 30 });
    draft = placeNext(game, draft, { x: 60, y: 30 });
    // The next unit by the name a player knows; no verdict before every unit has a place.
    const partly = mount(game, draft).panel;
    expect(textOf(partly)).toContain(`place ${unitName(game, 't3')}:`);
    expect(partly.querySelector('[data-testid=teleport-refusal]')).toBeNull();
    expect(byTestId<HTMLButtonElement>(partly, 'confirm-teleport').disabled).toBe(true);
    draft = placeNext(game, draft, { x: 65, y: 30 });
    draft = placeNext(game, draft, { x: 70, y: 30 });
    // The second 20cm from the first: not within 5cm of a unit already placed (2.1.17).
    const { panel } = mount(game, draft);
    expect(textOf(byTestId(panel, 'teleport-refusal'))).toMatch(/within 5cm .*\(2\.1\.17\)$/);
    expect(byTestId<HTMLButtonElement>(panel, 'confirm-teleport').disabled).toBe(true);
  });

  it('submits the formation once every unit is placed legally', () => {
    let draft: TeleportDraft = { formationId: 'term', placements: [] };
    for (let i = 0; i < 4; i++) draft = placeNext(game, draft, { x: 40 + i * 5, y: 30 });
    const { panel, onConfirm } = mount(game, draft);
    const confirm = byTestId<HTMLButtonElement>(panel, 'confirm-teleport');
    expect(confirm.disabled).toBe(false);
    expect(textOf(confirm)).toBe('Teleport in (4 units)');
    click(confirm);
    expect(onConfirm).toHaveBeenCalled();
    const command: Command = teleportCommand(0, draft);
    expect(command).toMatchObject({
      type: 'teleport.place',
      formationId: 'term',
      placements: [
        { unitId: 't1', position: { x: 40, y: 30 }, facing: 90 },
        { unitId: 't2' },
        { unitId: 't3' },
        { unitId: 't4', position: { x: 55, y: 30 } },
      ],
    });
  });
});

import { useState } from 'react';
import { t, useWords, w } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import { assaultAllocationProblem } from '../../../engine/netea/rules/1.12-assaults/allocation';
import { pendingAllocation } from '../../../engine/netea/rules/1.9-shooting/commands';
import type { GameState } from '../../../engine/netea/state/schema';

/** Hits waiting for their units: groups, each with its units' distances and the default. */
export interface AllocationModel {
  readonly groups: readonly { label: string; count: number; eligible: readonly string[] }[];
  readonly distance: Readonly<Record<string, number>>;
  readonly initial: readonly (readonly string[])[];
  readonly toCommand: (allocation: string[][]) => Command;
}

/** 1.9.6: a shooting attack's hits, by the engine's own allocation problem. */
export function shootingAllocation(game: GameState, side: Side): AllocationModel | null {
  const problem = pendingAllocation(game);
  if (!problem) return null;
  return {
    groups: problem.groups.map((g) => ({
      label: t(
        g.count === 1
          ? '{{count}} {{type}} hit ({{stage}})'
          : '{{count}} {{type}} hits ({{stage}})',
        {
          count: g.count,
          type: g.source.type,
          stage: t(problem.stage === 'macro' ? w('macro') : w('normal')),
        },
      ),
      count: g.eligible.length > 0 ? g.count : 0,
      eligible: g.eligible,
    })),
    distance: problem.distance,
    initial: problem.defaultAllocation,
    toCommand: (allocation) => ({ type: 'hits.allocate', side, allocation }),
  };
}

/** 1.12.5 / 1.12.6: the assault hits the person's units took, one unit per hit. */
export function assaultAllocation(game: GameState, side: Side): AllocationModel | null {
  const hits = game.turnState.assault?.pending[0];
  if (!hits || hits.side !== side) return null;
  const problem = assaultAllocationProblem(game, hits);
  return {
    groups: [
      {
        label: t(
          hits.count === 1 ? '{{count}} hit from {{source}}' : '{{count}} hits from {{source}}',
          {
            count: hits.count,
            source: hits.source === 'support' ? t('supporting fire') : t('the assault'),
          },
        ),
        count: problem.eligible.length > 0 ? hits.count : 0,
        eligible: problem.eligible,
      },
    ],
    distance: problem.distance,
    initial: [problem.defaultAllocation],
    toCommand: (allocation) => ({
      type: 'assault.allocateHits',
      side,
      allocation: allocation[0] ?? [],
    }),
  };
}

/**
 * The person places each hit on a unit, starting from the engine's default (front to back);
 * every change is checked by the engine at once and the reason shown, so an illegal allocation
 * (a second hit before every unit has one, a farther unit first) cannot be sent.
 */
export function AllocationControl(props: {
  game: GameState;
  model: AllocationModel;
  onSubmit: (command: Command) => void;
}) {
  const { game, model } = props;
  const [allocation, setAllocation] = useState<string[][]>(() => model.initial.map((g) => [...g]));
  useWords();
  const command = model.toCommand(allocation);
  const refusal = validateCommand(game, command);
  const name = (id: string) => {
    const u = game.units[id];
    const d = model.distance[id];
    return `${game.datasheets[u?.datasheetId ?? '']?.name ?? id} ${id.split('-').pop()}${d !== undefined ? ` (${d.toFixed(1)}cm)` : ''}`;
  };
  return (
    <div className="allocation" data-testid="allocation">
      {model.groups.map((g, gi) => (
        <div key={gi} className="hit-group">
          <strong>{g.label}</strong>
          {Array.from({ length: g.count }, (_, hi) => (
            <select
              key={hi}
              aria-label={t('{{group}}, hit {{n}}', { group: g.label, n: hi + 1 })}
              value={allocation[gi]?.[hi] ?? ''}
              onChange={(e) =>
                setAllocation((old) =>
                  old.map((row, r) =>
                    r === gi ? row.map((id, i) => (i === hi ? e.target.value : id)) : row,
                  ),
                )
              }
            >
              {g.eligible.map((id) => (
                <option key={id} value={id}>
                  {name(id)}
                </option>
              ))}
            </select>
          ))}
        </div>
      ))}
      <button
        data-testid="allocate-chosen"
        disabled={refusal !== null}
        onClick={() => props.onSubmit(command)}
      >
        {t('Allocate as chosen')}
      </button>
      {refusal && <span className="reason">{refusalLine(refusal, game)}</span>}
    </div>
  );
}

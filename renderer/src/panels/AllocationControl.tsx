import { useMemo, useState } from 'react';
import { validateCommand } from '../../../engine/commands/apply';
import type { Command, Side } from '../../../engine/commands/schema';
import { pendingAllocation } from '../../../engine/rules/shootingCommands';
import type { GameState } from '../../../engine/state/schema';

/**
 * 1.9.6: the defender places each hit on a unit. Starts from the engine's default (front to
 * back) allocation; every change is checked by the engine at once and the reason shown, so an
 * illegal allocation (a second hit before every unit has one, a farther unit first) cannot be
 * sent.
 */
export function AllocationControl(props: {
  game: GameState;
  side: Side;
  onSubmit: (command: Command) => void;
}) {
  const { game, side } = props;
  const problem = useMemo(() => pendingAllocation(game), [game]);
  const [allocation, setAllocation] = useState<string[][]>(
    () => problem?.defaultAllocation.map((g) => [...g]) ?? [],
  );
  if (!problem) return null;
  const command: Command = { type: 'hits.allocate', side, allocation };
  const refusal = validateCommand(game, command);
  const name = (id: string) => {
    const u = game.units[id];
    const d = problem.distance[id];
    return `${game.datasheets[u?.datasheetId ?? '']?.name ?? id} ${id.split('-').pop()}${d !== undefined ? ` (${d.toFixed(1)}cm)` : ''}`;
  };
  return (
    <div className="allocation" data-testid="allocation">
      {problem.groups.map((g, gi) => (
        <div key={gi} className="hit-group">
          <strong>
            {g.count} {g.source.type} hit{g.count === 1 ? '' : 's'}
          </strong>{' '}
          ({problem.stage})
          {Array.from({ length: g.eligible.length > 0 ? g.count : 0 }, (_, hi) => (
            <select
              key={hi}
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
        Allocate as chosen
      </button>
      {refusal && (
        <span className="reason">
          {refusal.message} ({refusal.section})
        </span>
      )}
    </div>
  );
}

import { useState } from 'react';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import { assaultFormations } from '../../../engine/netea/rules/1.12-assaults/state';
import { isWarEngine, startingCapacity } from '../../../engine/netea/rules/3-war-engines/capacity';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, useWords } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import { unitName } from '../play/movePlan';

type EndType = 'assault.endCharge' | 'assault.endCounterCharges';

/** The side's war engines in the assault that have both a close combat and a firefight value:
 * the ones whose dice there is a split to choose (3.3.2). */
export function splittableWarEngines(game: GameState, side: Side) {
  const assault = game.turnState.assault;
  if (!assault) return [];
  const mine = assaultFormations(assault, side);
  return Object.values(game.units).filter((u) => {
    const sheet = game.datasheets[u.datasheetId];
    return (
      u.status === 'deployed' &&
      mine.includes(u.formationId) &&
      !!sheet &&
      isWarEngine(sheet) &&
      typeof sheet.cc === 'number' &&
      typeof sheet.ff === 'number'
    );
  });
}

/**
 * 3.3.2: the person splits each war engine's assault dice (its starting damage capacity)
 * between close combat and firefight rolls, given with the end of the charge or counter
 * charges; the plain button beside it keeps the split already given (or the proportional one).
 */
export function WarEngineDiceControl(props: {
  game: GameState;
  pending: PendingDecision;
  side: Side;
  onSubmit: (command: Command) => void;
}) {
  const { game, side } = props;
  const engines = splittableWarEngines(game, side);
  const kept = game.turnState.assault?.warEngineDice ?? {};
  const [split, setSplit] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      engines.map((u) => [
        u.id,
        kept[u.id] ?? Math.ceil(startingCapacity(game.datasheets[u.datasheetId]!) / 2),
      ]),
    ),
  );
  useWords();
  const type = (['assault.endCharge', 'assault.endCounterCharges'] as const).find((c) =>
    props.pending.commands.includes(c),
  ) as EndType | undefined;
  if (!type || engines.length === 0) return null;
  const command = { type, side, closeCombatDice: split } as Command;
  const refusal = validateCommand(game, command);
  return (
    <div className="war-engine-dice" data-testid="war-engine-dice">
      {engines.map((u) => {
        const dice = startingCapacity(game.datasheets[u.datasheetId]!);
        const cc = split[u.id] ?? 0;
        return (
          <label key={u.id} className="setting">
            {t('{{unit}}: close combat dice', { unit: unitName(game, u.id) })}{' '}
            <input
              type="number"
              min={0}
              max={dice}
              value={cc}
              onChange={(e) =>
                setSplit((old) => ({ ...old, [u.id]: Math.trunc(Number(e.target.value)) }))
              }
            />{' '}
            {t('of {{dice}}, {{ff}} firefight (3.3.2)', { dice, ff: Math.max(0, dice - cc) })}
          </label>
        );
      })}
      <button disabled={refusal !== null} onClick={() => props.onSubmit(command)}>
        {type === 'assault.endCharge'
          ? t('Complete the charge with this split of dice')
          : t('Counter charges complete, with this split of dice')}
      </button>
      {refusal && <span className="reason">{refusalLine(refusal, game)}</span>}
    </div>
  );
}

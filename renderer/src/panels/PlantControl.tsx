import type { Command, CommandOf, Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import type { GameState } from '../../../engine/netea/state/schema';
import { validateCommand } from '../../../engine/netea/commands/apply';
import { blizzardDecision } from '../../../engine/netea/rules/5.3-scenarios/plantBlizzard';
import { PLANT_TABLES } from '../../../engine/netea/rules/5.3-scenarios/plantTables';
import { centreCommand, stormCommand } from '../../../ai/plantPlays';
import { centreOf } from '../../../engine/netea/rules/5.3-scenarios/plantCentre';
import { unitsInside } from '../../../engine/netea/rules/5.3-scenarios/plantInside';
import { datasheetOf } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { useState } from 'react';
import { t, useWords, w } from '../i18n';
import { refusalWords } from '../i18n/refusals';
import { unitName } from '../play/movePlan';

/** The eight ways out of the entrance, as a compass reads them (north is the top of the table). */
const WAYS: readonly { words: string; angle: number }[] = [
  { words: w('north'), angle: -90 },
  { words: w('north-east'), angle: -45 },
  { words: w('east'), angle: 0 },
  { words: w('south-east'), angle: 45 },
  { words: w('south'), angle: 90 },
  { words: w('south-west'), angle: 135 },
  { words: w('west'), angle: 180 },
  { words: w('north-west'), angle: -135 },
];

/**
 * Seed 001 5.3.15 "Ork Einheiten im Zentrum können sich durch Messen vom Eingang zurück auf den
 * Tisch bewegen": in a move of the acting formation (`plant.leave`), or in its charge
 * (`plant.chargeOut`, 1.12.3), each of its units inside the control centre may come out,
 * measured from the entrance: the way and the distance are the person's, the engine's move and
 * charge rules judge it (the reason shown when it may not).
 */
export function CentreExit(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly by: 'plant.leave' | 'plant.chargeOut';
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side, by } = props;
  const charge = by === 'plant.chargeOut';
  const [way, setWay] = useState(0);
  const [distance, setDistance] = useState<Record<string, number>>({});
  const activation = game.turnState.activation;
  const formation = activation ? game.formations[activation.formationId] : undefined;
  const centre = centreOf(game);
  if (!centre || !formation || !activation || formation.side !== side) return null;
  const waiting = unitsInside(game, formation).filter(
    (id) => !activation.movedThisMove.includes(id),
  );
  if (waiting.length === 0) return null;
  const angle = (WAYS[way]!.angle * Math.PI) / 180;
  return (
    <div className="plant" data-testid="plant-leave">
      <p className="hint">
        {charge
          ? t('Units inside the control centre may charge out, measured from the entrance.')
          : t(
              'Units inside the control centre may come out, their move measured from the entrance.',
            )}{' '}
        <span className="section">5.3.15</span>
      </p>
      <label>
        {t('Way out')}{' '}
        <select
          data-testid="plant-leave-way"
          value={way}
          onChange={(e) => setWay(Number(e.target.value))}
        >
          {WAYS.map((x, i) => (
            <option key={x.words} value={i}>
              {t(x.words)}
            </option>
          ))}
        </select>
      </label>
      {waiting.map((id) => {
        const sheet = datasheetOf(game, game.units[id]!);
        const speed = typeof sheet.speed === 'number' ? sheet.speed : 0;
        const cm = distance[id] ?? speed;
        const command: Command = {
          type: by,
          side,
          unitId: id,
          path: [
            {
              x: centre.entrance.x + Math.cos(angle) * cm,
              y: centre.entrance.y + Math.sin(angle) * cm,
            },
          ],
        };
        const refused = validateCommand(game, command);
        return (
          <div key={id} className="plant-leave-unit">
            <label>
              {unitName(game, id)}{' '}
              <input
                type="number"
                min={1}
                max={Math.max(1, speed * 2)}
                step={1}
                value={cm}
                data-testid={`plant-leave-cm-${id}`}
                onChange={(e) => setDistance((d) => ({ ...d, [id]: Number(e.target.value) }))}
              />{' '}
              cm
            </label>{' '}
            <button
              data-testid={`plant-leave-${id}`}
              disabled={refused !== null}
              title={refused ? refusalWords(refused, game) : undefined}
              onClick={() => props.onSubmit(command)}
            >
              {charge ? t('Charge out') : t('Come out')}
            </button>
            {refused && <span className="hint"> {refusalWords(refused, game)}</span>}
          </div>
        );
      })}
    </div>
  );
}

/**
 * Seed 001 5.3.15 for the person: the water purification plant's own decisions — setting up the
 * control centre's entrance (a click on table 1, or its middle), rolling for the blizzard and
 * choosing its table after a 4 or 5, and sending the engaging formation into the control centre
 * with close combat or firefight. Every command is the engine's to accept or refuse.
 */
export function PlantControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly pending: PendingDecision;
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side, pending } = props;
  useWords();
  if (!pending.sides.includes(side)) return null;
  const decision = plantDecision(props);
  const by = pending.commands.includes('plant.chargeOut')
    ? ('plant.chargeOut' as const)
    : pending.commands.includes('plant.leave')
      ? ('plant.leave' as const)
      : null;
  const exit = by ? <CentreExit game={game} side={side} by={by} onSubmit={props.onSubmit} /> : null;
  return decision || exit ? (
    <>
      {exit}
      {decision}
    </>
  ) : null;
}

/** The plant's decision now, other than coming out of the centre. */
function plantDecision(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly pending: PendingDecision;
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side, pending } = props;
  if (pending.commands.includes('plant.centre')) {
    const middle = centreCommand(game, side);
    if (!middle) return null;
    return (
      <div className="plant" data-testid="plant-centre">
        <p className="hint">
          {t(
            "Click table 1 to set up the control centre's entrance; the storage tanks and the pump station then go within 15cm of it.",
          )}{' '}
          <span className="section">5.3.15</span>
        </p>
        <button data-testid="plant-centre-middle" onClick={() => props.onSubmit(middle)}>
          {t('Set it up in the middle of table 1')}
        </button>
      </div>
    );
  }
  if (pending.commands.includes('plant.blizzard')) {
    const due = blizzardDecision(game);
    if (!due || due.side !== side) return null;
    if (due.step === 'roll')
      return (
        <div className="plant" data-testid="plant-blizzard">
          <button
            data-testid="plant-blizzard-roll"
            onClick={() => props.onSubmit({ type: 'plant.blizzard', side })}
          >
            {t('Roll for the blizzard (D6)')}
          </button>
        </div>
      );
    return (
      <div className="plant choices" data-testid="plant-blizzard">
        <p className="hint">{t('Choose the table the blizzard strikes:')}</p>
        {PLANT_TABLES.map((table) => (
          <button
            key={table}
            data-testid={`plant-blizzard-${table}`}
            onClick={() => props.onSubmit({ type: 'plant.blizzard', side, table })}
          >
            {t('Table {{n}}', { n: table })}
          </button>
        ))}
      </div>
    );
  }
  if (pending.commands.includes('plant.storm')) {
    const storm = stormCommand(game, side);
    if (!storm || storm.type !== 'plant.storm') return null;
    const other: Command = { ...storm, attackWith: storm.attackWith === 'cc' ? 'ff' : 'cc' };
    return (
      <div className="plant choices" data-testid="plant-storm">
        {[storm, other].map((c) =>
          c.type === 'plant.storm' && validateCommand(game, c) === null ? (
            <button
              key={c.attackWith}
              data-testid={`plant-storm-${c.attackWith}`}
              onClick={() => props.onSubmit(c)}
            >
              {stormLabel(game, c)}
            </button>
          ) : null,
        )}
      </div>
    );
  }
  return null;
}

/**
 * What a storm button says: who attacks the technicians. Units going in and those of the
 * formation already inside all attack ("Alle Einheiten, welche den Komplex betreten, dürfen …
 * angreifen"); with none going in, only those inside attack again.
 */
export function stormLabel(game: GameState, command: CommandOf<'plant.storm'>): string {
  const formation = game.formations[command.formationId];
  const inside = formation ? unitsInside(game, formation).length : 0;
  const going = command.unitIds.length;
  const cc = command.attackWith === 'cc';
  if (going === 0)
    return cc
      ? t('Attack again from inside the control centre: {{n}} attacking in close combat', {
          n: inside,
        })
      : t('Attack again from inside the control centre: {{n}} attacking with firefight', {
          n: inside,
        });
  if (inside > 0)
    return cc
      ? t('Storm the control centre: {{n}} going in, {{all}} attacking in close combat', {
          n: going,
          all: going + inside,
        })
      : t('Storm the control centre: {{n}} going in, {{all}} attacking with firefight', {
          n: going,
          all: going + inside,
        });
  return cc
    ? t('Storm the control centre with {{n}} units, attacking in close combat', { n: going })
    : t('Storm the control centre with {{n}} units, attacking with firefight', { n: going });
}

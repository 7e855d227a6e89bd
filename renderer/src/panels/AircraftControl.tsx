import { useEffect, useState } from 'react';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import type { Mission } from '../../../engine/netea/rules/4.1-4.2-aircraft/state';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, useWords, w } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import {
  MISSION_CHOICES,
  aircraftToFly,
  attackTargets,
  disengageCommand,
  flakChoices,
  landCommand,
  flightsToDisengage,
  missionCommand,
  suggestedAnswer,
  verdict,
} from '../play/approachPlan';
import { unitName } from '../play/movePlan';
import { capsToSettle } from '../../../engine/netea/rules/4.1-4.2-aircraft/combatAirPatrol';
import { defaultAaAllocation } from '../../../engine/netea/rules/4.1-4.2-aircraft/aaHits';

const MISSION_WORDS: Record<Mission, string> = {
  'ground-attack': w('Ground attack'),
  interception: w('Interception'),
  cap: w('Combat air patrol'),
  'stand-down': w('Stand down'),
};

export interface AircraftControlProps {
  readonly game: GameState;
  readonly pending: PendingDecision;
  readonly side: Side;
  /** The points clicked on the table for the approach or exit path, first first. */
  readonly points: readonly Point[];
  readonly onUndoPoint: () => void;
  readonly onClearPoints: () => void;
  readonly onSubmit: (command: Command) => void;
  /** Told of the formation and mission chosen, so the table draws that approach's next leg. */
  readonly onChoice?: (choice: { formationId: string; mission: Mission }) => void;
}

/**
 * 4.2: the person's aircraft decisions. The mission with its approach clicked on the table (the
 * engine's verdict shown before sending), then the CAP interception, flak, jink, attack and
 * disengagement of the flight, each defaulting to the computer's answer.
 */
export function AircraftControl(props: AircraftControlProps) {
  const { game, pending } = props;
  useWords();
  if (pending.commands.includes('aircraft.mission'))
    return <MissionControl {...props} key={`m${game.log.length}`} />;
  if (pending.kind !== 'aircraft') return null;
  return <StepControl {...props} key={`s${game.log.length}`} />;
}

function Verdict(props: {
  game: GameState;
  command: Command;
  onSubmit: (c: Command) => void;
  label: string;
  path?: boolean;
  testId?: string;
}) {
  const refusal = verdict(props.game, props.command);
  return (
    <>
      <button
        data-testid={props.testId ?? 'aircraft-send'}
        disabled={refusal !== null}
        onClick={() => props.onSubmit(props.command)}
      >
        {props.label}
      </button>
      <p className={refusal ? 'reason' : 'hint'} data-testid="aircraft-verdict">
        {refusal
          ? refusalLine(refusal, props.game)
          : props.path
            ? t('The path is legal.')
            : t('Legal: ready to send.')}
      </p>
    </>
  );
}

function PathButtons(props: AircraftControlProps) {
  return (
    <div className="choices">
      <span data-testid="aircraft-points">
        {t('{{count}} points clicked', { count: props.points.length })}
      </span>{' '}
      <button
        data-testid="aircraft-undo"
        disabled={props.points.length === 0}
        onClick={props.onUndoPoint}
      >
        {t('Remove the last point')}
      </button>
      <button disabled={props.points.length === 0} onClick={props.onClearPoints}>
        {t('Clear the path')}
      </button>
    </div>
  );
}

function MissionControl(props: AircraftControlProps) {
  const { game, side } = props;
  const flyable = aircraftToFly(game, side);
  const [formationId, setFormationId] = useState(flyable[0]?.id ?? '');
  const [mission, setMission] = useState<Mission>('ground-attack');
  const { onChoice } = props;
  useEffect(() => onChoice?.({ formationId, mission }), [onChoice, formationId, mission]);
  if (flyable.length === 0) return null;
  const command = missionCommand(side, formationId, mission, props.points);
  return (
    <div className="aircraft" data-testid="aircraft-mission">
      <p>{t('Aircraft mission (4.2):')}</p>
      <label>
        {t('Formation')}{' '}
        <select
          data-testid="aircraft-formation"
          value={formationId}
          onChange={(e) => setFormationId(e.target.value)}
        >
          {flyable.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('Mission')}{' '}
        <select
          data-testid="aircraft-mission-type"
          value={mission}
          onChange={(e) => setMission(e.target.value as Mission)}
        >
          {MISSION_CHOICES.map((m) => (
            <option key={m} value={m}>
              {t(MISSION_WORDS[m])}
            </option>
          ))}
        </select>
      </label>
      {mission !== 'stand-down' && (
        <>
          <p className="hint">
            {mission === 'cap'
              ? t('Click the point on your own table edge where it will enter play (4.2).')
              : t(
                  'Click the table: first a point on your own table edge, then where each straight leg of the approach ends (4.2.1).',
                )}
          </p>
          <PathButtons {...props} />
        </>
      )}
      <Verdict
        game={game}
        command={command}
        onSubmit={props.onSubmit}
        label={t('Fly the mission')}
        path={mission !== 'stand-down'}
      />
    </div>
  );
}

function StepControl(props: AircraftControlProps) {
  const { game, pending, side } = props;
  const step = game.aircraft?.step;
  const flight = step ? (game.formations[step.formationId]?.name ?? '') : '';
  const suggested = suggestedAnswer(game, pending, side);
  const flak = flakChoices(game, side);
  const [chosen, setChosen] = useState<string[]>(
    suggested.type === 'aircraft.flak'
      ? suggested.unitIds
      : flak.filter((f) => f.chosen).map((f) => f.unitId),
  );
  const [target, setTarget] = useState<string>(
    suggested.type === 'aircraft.attack'
      ? (suggested.targetFormationId ?? '')
      : suggested.type === 'aircraft.land'
        ? (suggested.assault ?? '')
        : '',
  );
  // 4.2.3, 1.9.6: the owner allocates the hits to the aircraft (the engine's spread by default).
  const [allocation, setAllocation] = useState<string[]>(
    step && pending.step === 'jink' ? defaultAaAllocation(game, step) : [],
  );
  const hitAircraft = step
    ? (game.formations[step.formationId]?.unitIds ?? []).filter(
        (id) => game.units[id] && game.units[id].status !== 'destroyed',
      )
    : [];
  switch (pending.step) {
    case 'cap': {
      const intercept = suggested.type === 'aircraft.intercept' ? suggested : null;
      return (
        <div className="aircraft" data-testid="aircraft-cap">
          <p>
            {t('{{flight}} attacks: your combat air patrol may intercept it (4.2).', { flight })}
          </p>
          <div className="choices">
            {intercept?.formationId && (
              <button data-testid="aircraft-intercept" onClick={() => props.onSubmit(intercept)}>
                {t('Intercept with {{formation}}', {
                  formation: game.formations[intercept.formationId]?.name ?? '',
                })}
              </button>
            )}
            <button
              data-testid="aircraft-decline"
              onClick={() =>
                props.onSubmit({ type: 'aircraft.intercept', side, formationId: null })
              }
            >
              {t('Let it pass')}
            </button>
          </div>
        </div>
      );
    }
    case 'flak': {
      const command: Command = { type: 'aircraft.flak', side, unitIds: chosen };
      return (
        <div className="aircraft" data-testid="aircraft-flak">
          <p>{t('Flak at {{flight}}: the units that fire (4.2.4).', { flight })}</p>
          {flak.length === 0 && <p className="hint">{t('No unit can fire flak at it.')}</p>}
          {flak.map((f) => (
            <label key={f.unitId} className="setting">
              <input
                type="checkbox"
                checked={chosen.includes(f.unitId)}
                onChange={(e) =>
                  setChosen((old) =>
                    e.target.checked ? [...old, f.unitId] : old.filter((x) => x !== f.unitId),
                  )
                }
              />{' '}
              {unitName(game, f.unitId)}
            </label>
          ))}
          <Verdict
            game={game}
            command={command}
            onSubmit={props.onSubmit}
            label={t('Fire the flak')}
          />
        </div>
      );
    }
    case 'jink':
      return (
        <div className="aircraft" data-testid="aircraft-jink">
          <p>
            {t(
              '{{flight}} takes {{hits}} hits: jink (better saves, but no attack) or not (4.2.3)?',
              {
                flight,
                hits: step?.hits ?? 0,
              },
            )}
          </p>
          {allocation.map((unitId, i) => (
            <label key={i} className="setting">
              {t('Hit {{n}}:', { n: i + 1 })}{' '}
              <select
                data-testid={`aircraft-hit-${i + 1}`}
                value={unitId}
                onChange={(e) =>
                  setAllocation((old) => old.map((x, j) => (j === i ? e.target.value : x)))
                }
              >
                {hitAircraft.map((id) => (
                  <option key={id} value={id}>
                    {unitName(game, id)}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <div className="choices">
            {[true, false].map((jink) => {
              const c: Command = { type: 'aircraft.jink', side, jink, allocation };
              const refusal = verdict(game, c);
              return (
                <button
                  key={String(jink)}
                  data-testid={jink ? 'aircraft-jink-yes' : 'aircraft-jink-no'}
                  disabled={refusal !== null}
                  title={refusal ? refusalLine(refusal, game) : undefined}
                  onClick={() => props.onSubmit(c)}
                >
                  {jink ? t('Jink') : t('Do not jink')}
                </button>
              );
            })}
          </div>
        </div>
      );
    case 'attack': {
      const targets = attackTargets(game, side);
      const command: Command = {
        type: 'aircraft.attack',
        side,
        targetFormationId: target === '' ? null : target,
      };
      return (
        <div className="aircraft" data-testid="aircraft-attack">
          <p>{t('{{flight}} attacks (4.2.2):', { flight })}</p>
          <select
            data-testid="aircraft-target"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          >
            {targets.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
            <option value="">{t('no attack')}</option>
          </select>
          <Verdict game={game} command={command} onSubmit={props.onSubmit} label={t('Attack')} />
          {pending.commands.includes('aircraft.land') && (
            <LandButtons game={game} side={side} target={target} onSubmit={props.onSubmit} />
          )}
        </div>
      );
    }
    case 'disengage': {
      const formationId = flightsToDisengage(game, side)[0] ?? '';
      const command = disengageCommand(game, side, formationId, props.points);
      return (
        <div className="aircraft" data-testid="aircraft-disengage">
          <p>
            {t(
              '{{flight}} disengages (4.2.6): click the table for its exit path to a table edge, or send the straight exit.',
              { flight: game.formations[formationId]?.name ?? '' },
            )}
          </p>
          <PathButtons {...props} />
          <Verdict
            game={game}
            command={command}
            onSubmit={props.onSubmit}
            label={t('Fly off the table')}
            path
          />
          {pending.commands.includes('aircraft.stay') && (
            <button
              data-testid="aircraft-stay"
              onClick={() => props.onSubmit({ type: 'aircraft.stay', side, formationId })}
            >
              {t('Stay on the ground (4.2.6)')}
            </button>
          )}
        </div>
      );
    }
    case 'cap-stay': {
      const formationId = capsToSettle(game).find((id) => game.formations[id]?.side === side) ?? '';
      return (
        <div className="aircraft" data-testid="aircraft-cap-stay">
          <p>
            {t(
              '{{flight}} made no interception: remain on combat air patrol into the next turn, or stand down and return to base (4.2)?',
              { flight: game.formations[formationId]?.name ?? '' },
            )}
          </p>
          <div className="choices">
            {[true, false].map((stay) => {
              const c: Command = { type: 'aircraft.capStay', side, formationId, stay };
              const refusal = verdict(game, c);
              return (
                <button
                  key={String(stay)}
                  data-testid={stay ? 'aircraft-cap-stay-yes' : 'aircraft-cap-stay-no'}
                  disabled={refusal !== null}
                  title={refusal ? refusalLine(refusal, game) : undefined}
                  onClick={() => props.onSubmit(c)}
                >
                  {stay ? t('Remain on patrol') : t('Return to base')}
                </button>
              );
            })}
          </div>
        </div>
      );
    }
    default:
      return null;
  }
}

/** 4.2.5: land (troops out around the aircraft, or a formation beside it picked up) or air
 * assault the chosen target; each with the engine's verdict. */
function LandButtons(props: {
  game: GameState;
  side: Side;
  target: string;
  onSubmit: (c: Command) => void;
}) {
  const { game, side, target } = props;
  const land = landCommand(game, side, null) ?? {
    type: 'aircraft.land' as const,
    side,
    disembark: [],
    pickUp: [],
  };
  const assault = target === '' ? null : landCommand(game, side, target);
  const targetName = game.formations[target]?.name ?? '';
  return (
    <div className="choices" data-testid="aircraft-land-choices">
      <p>{t('A transport aircraft may land instead, its troops getting out (4.2.5):')}</p>
      <Verdict
        game={game}
        command={land}
        onSubmit={props.onSubmit}
        label={t('Land')}
        testId="aircraft-land"
      />
      {assault ? (
        <Verdict
          game={game}
          command={assault}
          onSubmit={props.onSubmit}
          label={t('Air assault {{formation}}', { formation: targetName })}
          testId="aircraft-air-assault"
        />
      ) : (
        target !== '' && (
          <p>
            {t('No room for the troops to air assault {{formation}}.', { formation: targetName })}
          </p>
        )
      )}
    </div>
  );
}

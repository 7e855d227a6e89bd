import { allAgainstAllOrder } from '../../../engine/netea/rules/5.3-scenarios/allAgainstAll';
import { playerName } from '../play/players';
import { TournamentSetupControl } from './TournamentSetupControl';
import { stillInPortal } from '../../../engine/netea/rules/6.1-tournament/portals';
import type { PlotDraft } from '../play/plotPlan';
import { chargeOutlook } from '../play/chargePlan';
import { useState, type ReactNode } from 'react';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import { supportCandidates } from '../../../engine/netea/rules/1.12-assaults/support';
import {
  overwatchTargetFor,
  overwatchTargets,
} from '../../../engine/netea/rules/1.10-overwatch/window';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import type { GameState } from '../../../engine/netea/state/schema';
import {
  actionChoices,
  readyFormations,
  assaultChoices,
  barrageChoices,
  outOfFormationChoices,
  overwatchChoices,
  rallyChoices,
  shootChoices,
  sideOnlyChoices,
  teamPickChoices,
  teamJoinChoices,
  unitMoveType,
  type Choice,
} from '../play/choices';
import { DEFAULT_PREFERENCE, type FirePreference } from '../play/firePlan';
import type { PlanKey } from '../play/planKeys';
import { previewShot } from '../play/previews';
import {
  characterChoices,
  embarkChoices,
  embarkHint,
  mountChoices,
  nextToDeploy,
} from '../play/transportPlan';
import { AllocationControl, assaultAllocation, shootingAllocation } from './AllocationControl';
import { AircraftControl } from './AircraftControl';
import { ChoiceButton } from './ChoiceButton';
import { ChoiceGroup } from './ChoiceGroup';
import { PartnerControl } from './PartnerControl';
import { SelectField } from './SelectField';
import type { Mission } from '../../../engine/netea/rules/4.1-4.2-aircraft/state';
import type { Point } from '../../../engine/kernel/geometry/types';
import { WarEngineDiceControl } from './WarEngineDiceControl';
import { PlanetfallDisembarkControl } from './LandingControls';
import { MovePlanControl, type PlannedMove } from './MovePlanControl';
import { decisionTitle } from './TurnPanel';
import { t, useWords, w } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import { hasSniper, rerollsLeftFor } from '../play/specialists';
import { unitName } from '../play/movePlan';
import { actionName, zoneName } from '../play/words';
import { convoySide } from '../../../engine/netea/rules/5.3-scenarios/ambushSetup';
import { movesNow } from '../../../engine/netea/rules/5.3-scenarios/combinedMoves';

export type { PlannedMove } from './MovePlanControl';

export interface DecisionPanelProps {
  readonly game: GameState;
  readonly pending: PendingDecision;
  readonly humanSide: Side;
  readonly selectedFormationId: string | null;
  readonly plan: PlannedMove | null;
  readonly suggestion: { text: string; command: Command } | null;
  readonly onSubmit: (command: Command) => void;
  readonly onConfirmPlan: () => void;
  readonly onCancelPlan: () => void;
  readonly onSuggest: () => void;
  readonly onAutoDeploy: () => void;
  /** 1.9.8: the next click on the table places a barrage template. */
  readonly barrageMode?: boolean;
  /** Dragging one unit moves every unit of its formation by the same displacement. */
  readonly wholeFormation?: boolean;
  readonly onWholeFormation?: (on: boolean) => void;
  readonly onBarrageMode?: (on: boolean) => void;
  /** 1.7.5: a transport's planned move picks up the units of its formation it reaches. */
  readonly pickUp?: boolean;
  readonly onPickUp?: (on: boolean) => void;
  /** 1.7: the planned move slides the base without turning it (reversing, sidestepping). */
  readonly keepFacing?: boolean;
  readonly onKeepFacing?: (on: boolean) => void;
  /** 2.1.13 FAQ: a skimmer's planned counter charge pops it up. */
  readonly popUp?: boolean;
  readonly onPopUp?: (on: boolean) => void;
  /** 6.1.5: a garrison set up by the person goes on overwatch. */
  readonly garrisonOverwatch?: boolean;
  readonly onGarrisonOverwatch?: (on: boolean) => void;
  /** 2.1.21, 2.1.23: a tournament reserve's landing or surfacing plot being written. */
  readonly reservePlot?: PlotDraft | null;
  readonly onReservePlot?: (draft: PlotDraft | null) => void;
  /** Select a formation (the activate decision lists those that may act). */
  readonly onSelectFormation?: (formationId: string) => void;
  /** The plan's buttons: remove a waypoint, turn the final facing (as the keys do). */
  readonly onPlanKey?: (key: PlanKey) => void;
  /** 4.2.1 and 4.2.6: the points clicked on the table for an aircraft's path. */
  readonly aircraftPoints?: readonly Point[];
  readonly onAircraftPoints?: (points: readonly Point[]) => void;
  /** The aircraft formation and mission chosen in the panel (the table draws its approach). */
  readonly onAircraftChoice?: (choice: { formationId: string; mission: Mission }) => void;
  /** Controls of a placement under way on the table (units getting out, barrage templates). */
  readonly children?: ReactNode;
}

/**
 * The pending decision and what the person may do about it: a control for every kind of
 * decision, and the controls of whatever is being placed on the table (`children`). Anything
 * else still goes through the engine-checked suggestion at the bottom.
 */
export function DecisionPanel(props: DecisionPanelProps) {
  const { game, pending, humanSide: side } = props;
  const [fire, setFire] = useState<FirePreference>(DEFAULT_PREFERENCE);
  // 2.1.15: re-roll a failed action or rally test while a supreme commander's re-roll is left.
  const [reroll, setReroll] = useState(true);
  // 2.1.14: the enemy unit sniper hits go to first ('' leaves the engine's default).
  const [sniperTarget, setSniperTarget] = useState('');
  useWords();
  if (game.result) {
    return (
      <section className="panel decision" data-testid="decision-panel">
        <h3>{t('The battle is over')}</h3>
      </section>
    );
  }
  if (!pending.sides.includes(side)) {
    return (
      <section className="panel decision" data-testid="decision-panel">
        <h3>{t('The computer is thinking')}</h3>
        <p>{t('It decides: {{what}}', { what: decisionTitle(pending) })}</p>
      </section>
    );
  }
  // What can be done now comes first; what the rules forbid now is folded away, each with its
  // reason, for the person who wants to know why.
  const list = (choices: readonly Choice[], detail?: (c: Choice) => string | undefined) => {
    const button = (c: Choice) => (
      <ChoiceButton key={c.key} choice={c} onSubmit={props.onSubmit} detail={detail?.(c)} />
    );
    const open = choices.filter((c) => c.refusal === null);
    const refused = choices.filter((c) => c.refusal !== null);
    // A lone refused choice stays in view with its reason; more fold away.
    if (refused.length === 0 || (open.length === 0 && refused.length === 1))
      return choices.map(button);
    return (
      <>
        {open.map(button)}
        <details className="refused-choices">
          <summary>{t('Not possible now ({{count}}): why', { count: refused.length })}</summary>
          {refused.map(button)}
        </details>
      </>
    );
  };
  const moveType = unitMoveType(pending);
  const planControl = (
    <MovePlanControl
      plan={props.plan}
      onConfirmPlan={props.onConfirmPlan}
      onCancelPlan={props.onCancelPlan}
      wholeFormation={props.wholeFormation}
      onWholeFormation={props.onWholeFormation}
      pickUp={props.pickUp}
      onPickUp={props.onPickUp}
      keepFacing={props.keepFacing}
      onKeepFacing={props.onKeepFacing}
      popUp={props.popUp}
      onPopUp={props.onPopUp}
      onPlanKey={props.onPlanKey}
    />
  );
  return (
    <section className="panel decision" data-testid="decision-panel">
      <h3>{t('Your decision: {{what}}', { what: decisionTitle(pending) })}</h3>
      {/* A move being planned keeps its confirmation at the top, where nothing pushes it out
          of sight. */}
      {moveType && props.plan && planControl}
      {body()}
      <AircraftControl
        game={game}
        pending={pending}
        side={side}
        points={props.aircraftPoints ?? []}
        onUndoPoint={() => props.onAircraftPoints?.((props.aircraftPoints ?? []).slice(0, -1))}
        onClearPoints={() => props.onAircraftPoints?.([])}
        onSubmit={props.onSubmit}
        onChoice={props.onAircraftChoice}
      />
      {props.children}
      {moveType && !props.plan && planControl}
      <div className="choices">{list(sideOnlyChoices(game, pending, side))}</div>
      <div className="suggest">
        <button data-testid="suggest" onClick={props.onSuggest}>
          {t('Suggest a legal command')}
        </button>
        {props.suggestion && (
          <div className="suggestion">
            <span>{props.suggestion.text}</span>
            <button
              data-testid="play-suggestion"
              onClick={() => props.onSubmit(props.suggestion!.command)}
            >
              {t('Play it')}
            </button>
          </div>
        )}
      </div>
    </section>
  );

  /** 1.7.4: the person chooses which units are lost when the move leaves some out of formation. */
  function outOfFormation(formationId: string) {
    const choices = outOfFormationChoices(game, side, formationId);
    // 6.1.6: units still standing in the portal they enter play through.
    const inPortal = stillInPortal(game).length;
    const portalHint =
      inPortal > 0 ? (
        <p className="hint" data-testid="portal-stuck">
          {inPortal === 1
            ? t(
                'One unit is still in the portal: drag it out, or it is lost when the move ends (6.1.6).',
              )
            : t(
                '{{count}} units are still in the portal: drag them out, or they are lost when the move ends (6.1.6).',
                { count: inPortal },
              )}
        </p>
      ) : null;
    if (choices.length === 0) return portalHint;
    return (
      <>
        {portalHint}
        <ChoiceGroup
          className="out-of-formation"
          testId="out-of-formation"
          hint={t(
            'Some units are out of formation: ending the move destroys them. Choose which group stays (1.7.4).',
          )}
        >
          {list(choices)}
        </ChoiceGroup>
      </>
    );
  }

  /** 2.1.15: the person's say over a supreme commander's re-roll, while one is left. */
  function rerollControl() {
    const left = rerollsLeftFor(game, side);
    if (left === 0) return null;
    return (
      <label className="specialist" data-testid="reroll">
        <input type="checkbox" checked={reroll} onChange={(e) => setReroll(e.target.checked)} />{' '}
        {t('Re-roll a failed test with a supreme commander ({{count}} left this turn)', {
          count: left,
        })}{' '}
        <span className="section">2.1.15</span>
      </label>
    );
  }

  /** 2.1.14: the unit the person wants sniper hits to strike first. */
  function sniperControl() {
    const enemies = Object.values(game.units).filter(
      (u) => u.side !== side && u.status === 'deployed',
    );
    return (
      <SelectField
        className="specialist"
        label={t('Sniper hits go to')}
        testId="sniper-target"
        section="2.1.14"
        value={sniperTarget}
        options={[
          { value: '', label: t('units with abilities, nearest first (default)') },
          ...enemies.map((u) => ({ value: u.id, label: unitName(game, u.id) })),
        ]}
        onChange={setSniperTarget}
      />
    );
  }

  function allocationOf(model: ReturnType<typeof shootingAllocation>) {
    return model ? (
      <AllocationControl
        key={`${game.log.length}`}
        game={game}
        model={model}
        onSubmit={props.onSubmit}
      />
    ) : null;
  }

  function body() {
    switch (pending.kind) {
      case 'choose-zone':
        return (
          <div className="choices">
            {game.deploymentZones.map((z, i) => (
              <button
                key={z.id}
                data-testid={`zone-${i}`}
                onClick={() => props.onSubmit({ type: 'setup.chooseZone', side, zone: i })}
              >
                {t('Deploy {{zone}}', { zone: zoneName(z.label) })}
              </button>
            ))}
          </div>
        );
      case 'tournament':
        return (
          <TournamentSetupControl
            game={game}
            side={side}
            selectedFormationId={props.selectedFormationId}
            onSelectFormation={props.onSelectFormation}
            overwatch={props.garrisonOverwatch ?? false}
            onOverwatch={props.onGarrisonOverwatch}
            plot={props.reservePlot}
            onPlot={props.onReservePlot}
            onSubmit={props.onSubmit}
            list={list}
          />
        );
      case 'place-objective':
        return (
          <p className="hint">
            {t(
              'Click the table to set up an objective, at least {{spacing}}cm from any other (1.15.5).',
              { spacing: game.setup.objectiveSpacing },
            )}
          </p>
        );
      case 'deploy': {
        const waiting = Object.values(game.units).filter(
          (u) => u.side === side && u.status === 'reserve',
        );
        const next = nextToDeploy(game, side, props.selectedFormationId);
        const embark = next ? embarkChoices(game, side, next.id) : [];
        const join = characterChoices(game, side);
        return (
          <>
            {join.length > 0 && (
              <ChoiceGroup
                testId="join-character"
                hint={t(
                  'A character has no base of its own: add it to a unit of its formation (2.1.1).',
                )}
              >
                {list(join)}
              </ChoiceGroup>
            )}
            {/* Seed 001 5.3.7: the convoy is ordered (ConvoyOrderControl), not set up. */}
            {convoySide(game) !== side && (
              <p className="hint">
                {next
                  ? t(
                      'Click inside your deployment zone to set up {{unit}} of {{formation}} ({{count}} to go).',
                      {
                        unit: game.datasheets[next.datasheetId]?.name ?? t('a unit'),
                        formation: game.formations[next.formationId]?.name ?? '',
                        count: waiting.length,
                      },
                    )
                  : t('Every unit is on the table: finish deployment.')}
              </p>
            )}
            {embark.length > 0 && (
              <ChoiceGroup testId="embark" hint={embarkHint(embark)}>
                {list(embark)}
              </ChoiceGroup>
            )}
            {next && (
              <button data-testid="auto-deploy" onClick={props.onAutoDeploy}>
                {t('Set up the rest for me (legal positions chosen by the computer)')}
              </button>
            )}
          </>
        );
      }
      case 'turn-start-order':
        return (
          <div className="choices">
            <button
              data-testid="turn-start-first"
              onClick={() => props.onSubmit({ type: 'turnStart.choose', side, goFirst: true })}
            >
              Use my start-of-turn abilities first (1.4.2)
            </button>
            <button
              data-testid="turn-start-second"
              onClick={() => props.onSubmit({ type: 'turnStart.choose', side, goFirst: false })}
            >
              {/* 1.4.2 with three or four players: the next player in turn who has one. */}
              {game.players.length > 2
                ? t('Let the next player in turn go first')
                : 'Let my opponent go first'}
            </button>
          </div>
        );
      case 'choose-first': {
        // Seed 001 5.3.11.1: with three or four players the winner chooses the order of all,
        // high to low (he acts first) or low to high (he acts last); each button names it.
        const totals = game.turnState.strategyTotals;
        // Seed 001 5.3.11.2-3: in team play the winner's team goes first or second.
        if (game.players.length > 2 && totals && !game.teams) {
          const order = (highToLow: boolean) =>
            allAgainstAllOrder(totals, highToLow)
              .map((s) => playerName(game, s))
              .join(', ');
          return (
            <div className="choices">
              <button
                data-testid="go-first"
                onClick={() => props.onSubmit({ type: 'strategy.choose', side, goFirst: true })}
              >
                {t('High to low, you act first (5.3.11.1): {{order}}', { order: order(true) })}
              </button>
              <button
                data-testid="go-second"
                onClick={() => props.onSubmit({ type: 'strategy.choose', side, goFirst: false })}
              >
                {t('Low to high, you act last (5.3.11.1): {{order}}', { order: order(false) })}
              </button>
            </div>
          );
        }
        return (
          <div className="choices">
            <button
              data-testid="go-first"
              onClick={() => props.onSubmit({ type: 'strategy.choose', side, goFirst: true })}
            >
              {t('Go first')}
            </button>
            <button
              data-testid="go-second"
              onClick={() => props.onSubmit({ type: 'strategy.choose', side, goFirst: false })}
            >
              {t('Go second')}
            </button>
          </div>
        );
      }
      case 'team-pick':
        // Seed 001 5.3.11.2: the commander picks which of his team's players acts.
        return (
          <div className="choices" data-testid="team-pick">
            {list(teamPickChoices(game, side))}
          </div>
        );
      case 'team-join':
        // Seed 001 5.3.11.3: a team-mate agrees to join a combined fire or assault, or not.
        return (
          <div className="choices" data-testid="team-join">
            {list(teamJoinChoices(game, side))}
          </div>
        );
      case 'activate':
      case 'retain-or-hand-over': {
        const f = props.selectedFormationId ? game.formations[props.selectedFormationId] : null;
        const ready = readyFormations(game, side);
        // The formations that may act now, one click from selection.
        const pick =
          props.onSelectFormation && ready.length > 0 ? (
            <div className="choices" data-testid="ready-formations">
              {ready.map((r) => (
                <button key={r.id} onClick={() => props.onSelectFormation!(r.id)}>
                  {r.name}
                </button>
              ))}
            </div>
          ) : null;
        if (!f || f.side !== side)
          return (
            <>
              <p className="hint">{t('Select one of your formations to declare its action.')}</p>
              {pick}
            </>
          );
        const actions = actionChoices(game, side, f.id, { reroll });
        const why = actions.every((c) => c.refusal !== null) ? actions[0]?.refusal : null;
        if (why)
          return (
            <>
              <p className="hint" data-testid="cannot-act">
                {t('{{formation}} cannot act now: {{why}}.', {
                  formation: f.name,
                  why: refusalLine(why, game),
                })}
                {ready.length > 0 ? ` ${t('These may:')}` : ''}
              </p>
              {pick}
            </>
          );
        return (
          <>
            <p>{t('Declare the action of {{formation}} (1.6.1):', { formation: f.name })}</p>
            {rerollControl()}
            <div className="choices">{list(actions)}</div>
            <PartnerControl key={f.id} game={game} side={side} formationId={f.id} list={list} />
          </>
        );
      }
      case 'carry-out-action': {
        const acting = game.turnState.activation;
        if (!acting) return null;
        const f = game.formations[acting.formationId];
        // Seed 001 5.3.11.3: in a combined fire the partners make their moves in turn.
        const a = movesNow(game, acting);
        const mover = a.mover !== undefined ? game.formations[a.mover] : undefined;
        const sniper = hasSniper(game, a.formationId);
        const shots = shootChoices(game, side, fire, sniper && sniperTarget ? [sniperTarget] : []);
        const barrages = barrageChoices(game, side).filter((c) => c.refusal === null);
        return (
          <>
            <p>
              {f?.name}: {actionName(a.action)}
              {a.declared !== a.action
                ? ` ${t('(declared {{action}}, test failed)', { action: actionName(a.declared) })}`
                : ''}{' '}
              {mover ? `· ${t('{{formation}} moves', { formation: mover.name })} ` : ''}·{' '}
              {t('moves {{taken}}/{{allowed}}', { taken: a.movesTaken, allowed: a.movesAllowed })}
              {a.shot ? ` · ${t('has shot')}` : ''}
            </p>
            <div className="fire-plan">
              <SelectField
                label={t('Fire')}
                testId="fire-type"
                value={fire.firepower}
                options={[
                  { value: 'best', label: t('the best value of each weapon') },
                  { value: 'AP', label: t('AP where a weapon has it') },
                  { value: 'AT', label: t('AT where a weapon has it') },
                ]}
                onChange={(v) => setFire({ ...fire, firepower: v as FirePreference['firepower'] })}
              />
              <SelectField
                label={t('Cover (1.9.5)')}
                value={fire.cover}
                options={[
                  { value: 'accept-modifier', label: t('shoot at all, -1 for cover') },
                  { value: 'only-open', label: t('only units in the open') },
                ]}
                onChange={(v) => setFire({ ...fire, cover: v as FirePreference['cover'] })}
              />
            </div>
            {sniper && !a.shot && sniperControl()}
            <div className="choices">
              {list(shots, (c) => shotDetail(game, a.formationId, c))}
              {list(barrages)}
              {list(mountChoices(game, side))}
            </div>
            {hasBarrage(game, a.formationId) && !a.shot && (
              <label className="barrage-mode">
                <input
                  type="checkbox"
                  data-testid="barrage-mode"
                  checked={props.barrageMode ?? false}
                  onChange={(e) => props.onBarrageMode?.(e.target.checked)}
                />{' '}
                {t(
                  'Place a barrage template: click the table where its centre goes, then once more for each extra template the barrage gives (1.9.8)',
                )}
              </label>
            )}
            {pending.commands.includes('move.end') && outOfFormation(a.formationId)}
          </>
        );
      }
      case 'allocate-hits': {
        const attack = game.turnState.attack;
        return attack ? (
          <>
            <p>
              {t('{{attacker}} hit {{target}}: {{hits}} ({{stage}} hits, 1.9.6)', {
                attacker: game.formations[attack.formationId]?.name ?? '',
                target: game.formations[attack.targetFormationId]?.name ?? '',
                hits: attack.hits.map((h) => `${h.count} ${h.type}`).join(', '),
                stage: t(attack.stage === 'macro' ? w('macro') : w('normal')),
              })}
            </p>
            {allocationOf(shootingAllocation(game, side))}
          </>
        ) : null;
      }
      case 'overwatch-fire': {
        const w = game.turnState.overwatchWindow;
        const moved = w ? game.formations[w.formationId] : undefined;
        // 1.10 FAQ: against a combined assault each formation fires at the one closest to it;
        // the engine says which, so the button names the formation that will take the fire.
        const targetOf = (c: Choice) => (w ? overwatchTargetFor(game, c.key, w.formationId) : null);
        const choices = overwatchChoices(game, side).map((c) => {
          const target = game.formations[targetOf(c) ?? ''];
          const formation = game.formations[c.key]?.name ?? '';
          return target && target.id !== moved?.id
            ? {
                ...c,
                label: t('{{formation}} fires on overwatch at {{target}}', {
                  formation,
                  target: target.name,
                }),
              }
            : c;
        });
        return (
          <>
            <p>
              {t('{{formation}} has moved: your formations on overwatch may shoot at it (1.10).', {
                formation: moved?.name ?? '',
              })}
              {w && overwatchTargets(game, w.formationId).length > 1
                ? ` ${t('In a combined assault each of your formations fires at the assaulting formation closest to it (1.10).')}`
                : ''}
            </p>
            <div className="choices">
              {list(choices, (c) => {
                const target = targetOf(c);
                return target ? shotDetail(game, c.key, c, target, true) : undefined;
              })}
            </div>
          </>
        );
      }
      case 'assault':
        if (pending.step === 'target') {
          const engaging =
            game.turnState.assault?.engagingFormationId ?? game.turnState.activation?.formationId;
          return (
            <div className="choices" data-testid="assault-targets">
              {list(assaultChoices(game, side), (c) =>
                engaging && !c.refusal ? chargeDetail(game, engaging, c.key) : undefined,
              )}
            </div>
          );
        }
        if (pending.step === 'allocate-attacker-hits' || pending.step === 'allocate-defender-hits')
          return allocationOf(assaultAllocation(game, side));
        if (pending.step === 'support')
          return <SupportControl game={game} side={side} onSubmit={props.onSubmit} />;
        // 3.3.2: the split of a war engine's dice goes with the end of the (counter) charges.
        return (
          <WarEngineDiceControl
            game={game}
            pending={pending}
            side={side}
            onSubmit={props.onSubmit}
          />
        );
      case 'planetfall-passengers':
        return <PlanetfallDisembarkControl game={game} side={side} onSubmit={props.onSubmit} />;
      case 'rally':
        return (
          <>
            {rerollControl()}
            <div className="choices">{list(rallyChoices(game, side, { reroll }))}</div>
          </>
        );
      default:
        return null;
    }
  }
}

/** Whether a unit of the formation has a barrage (BP) weapon. */
function hasBarrage(game: GameState, formationId: string): boolean {
  return (game.formations[formationId]?.unitIds ?? []).some((id) => {
    const unit = game.units[id];
    return game.datasheets[unit?.datasheetId ?? '']?.weapons.some((w) =>
      w.modes.some((m) => m.firepower.some((f) => f.type === 'BP')),
    );
  });
}

function shotDetail(
  game: GameState,
  formationId: string,
  c: Choice,
  target = c.key,
  overwatch = false,
): string | undefined {
  if (c.refusal) return undefined;
  const plan = c.command.type === 'shoot.declare' ? (c.command.plan ?? null) : null;
  const p = previewShot(game, formationId, target, overwatch, plan);
  if (p.refusal) return undefined;
  return t(
    '{{shooters}}/{{units}} units in range and line of fire · about {{hits}} hits expected',
    {
      shooters: p.shooters,
      units: p.units,
      hits: p.expectedHits.toFixed(1),
    },
  );
}

/** 1.12.2-1.12.3: what a charge at the target could do, and the computer's odds of winning. */
function chargeDetail(game: GameState, engaging: string, target: string): string {
  const o = chargeOutlook(game, engaging, target);
  if (o.contact.length === 0 && o.firefight.length === 0)
    return t('⚠ no unit can reach it, not even firefight range (1.12.3)');
  return t(
    '{{contact}} can reach base contact, {{firefight}} only firefight range, {{out}} neither · about {{win}}% to win the result as the computer sees it (1.12.7)',
    {
      contact: o.contact.length,
      firefight: o.firefight.length,
      out: o.outOfReach.length,
      win: Math.round(o.win * 100),
    },
  );
}

/** 1.12.6: the formations that lend supporting fire, all of them unless the person says. */
function SupportControl(props: {
  game: GameState;
  side: Side;
  onSubmit: (command: Command) => void;
}) {
  const { game, side } = props;
  const assault = game.turnState.assault;
  const candidates = assault ? Object.keys(supportCandidates(game, assault, side)) : [];
  const [chosen, setChosen] = useState<string[]>(candidates);
  useWords();
  if (candidates.length === 0) return <p className="hint">{t('No formation can lend support.')}</p>;
  const command: Command = { type: 'assault.support', side, formationIds: chosen };
  const refusal = validateCommand(game, command);
  return (
    <div className="support" data-testid="support">
      {candidates.map((id) => (
        <label key={id} className="setting">
          <input
            type="checkbox"
            checked={chosen.includes(id)}
            onChange={(e) =>
              setChosen((old) => (e.target.checked ? [...old, id] : old.filter((x) => x !== id)))
            }
          />{' '}
          {t('{{formation}} supports', { formation: game.formations[id]?.name ?? '' })}
        </label>
      ))}
      <button disabled={refusal !== null} onClick={() => props.onSubmit(command)}>
        {t('Call on the chosen support')}
      </button>
      {refusal && <span className="reason">{refusalLine(refusal, game)}</span>}
    </div>
  );
}

import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameEvent } from '../../events';
import { continueWith, type Applied, type FlowStep } from '../../flow/steps';
import type { GameState } from '../../state/schema';
import { withFormation } from '../1.2-formations/formations';
import { isEnemy } from '../1.2-formations/sides';
import { applyDisembark, validateDisembark } from '../1.7-movement/disembark';
import { openWithdrawalWindows } from '../1.10-overwatch/window';
import { checkBreaks } from '../1.13-broken-formations/breaking';
import { withPlots } from '../2-specialists/plots';
import { unitLabel } from '../2-specialists/unitLabel';
import { datasheetOf, unitShape } from '../1.2-formations/battlefield';
import type { Shape } from '../../../kernel/geometry';
import { deathwind, isDropPod, podPlacementRefusal, podRoom, removePods } from './dropPods';
import { landOne, roomToDisembark } from './planetfall';
import { spacecraftOf } from './schedule';
import type { SpacecraftState } from './spacecraftState';
import { withWithdrawalsDue, withdrawalsByOwner } from './withdrawals';

/**
 * 4.4 Planetfall, the landing itself (4.3.2 FAQ step 2): the formations land one by one in the
 * order the player gave; after each has been placed, scattered and diverted, "Any units being
 * transported are allowed to disembark immediately on landing, or stay on board and disembark
 * later": the landed formation's player decides (`planetfall.disembark`), the operation waiting
 * meanwhile in the spacecraft's `landing`. Getting out is placed as disembarking is (1.7.5:
 * within 5cm of the transport, not in an enemy zone of control) and "triggers overwatch fire as
 * normal" (1.10 FAQ: the disembarking formation takes the fire), while landing does not. Units
 * of the landed transport's own formation may act later in the turn with it (4.4: "Units that
 * land by planetfall may take an action later in the turn"); a formation carried in another's
 * war engine or aircraft takes no action the turn it gets out (3.1.3, 4.2.5: 4.4 treats an
 * aircraft landing by planetfall "in the same manner as a landed aircraft"). Once every
 * formation has landed, the formations attacked are checked for breaking (step 3).
 */

type Landing = NonNullable<SpacecraftState['landing']>;

/** Whether the unit is a drop pod on the table (the list's Drop Pod rule). */
function podOnTable(state: GameState, unitId: string): boolean {
  const unit = state.units[unitId];
  return unit?.status === 'deployed' && isDropPod(datasheetOf(state, unit));
}

/** The spacecraft whose planetfall is under way, if any. */
export function landingUnderWay(state: GameState): SpacecraftState | undefined {
  return spacecraftOf(state).find((s) => s.landing !== undefined);
}

/** 4.4: the decision waiting: whose it is, the formation just landed and its laden transports. */
export function disembarkDecision(
  state: GameState,
): { side: Side; formationId: string; transportIds: readonly string[] } | null {
  const ship = landingUnderWay(state);
  const deciding = ship?.landing?.deciding;
  if (ship && deciding) return { side: ship.side, ...deciding };
  // 2.1.21: a formation just landed by self planetfall, with units aboard.
  const activation = state.turnState.activation;
  const landed = activation?.landedAboard && state.formations[activation.formationId];
  return landed
    ? { side: landed.side, formationId: landed.id, transportIds: activation.landedAboard! }
    : null;
}

/** The units aboard the transport now. */
export function passengersOf(state: GameState, transportId: string): string[] {
  return Object.values(state.units)
    .filter((u) => u.status === 'embarked' && u.transportedBy === transportId)
    .map((u) => u.id);
}

function withLanding(state: GameState, shipId: string, landing: Landing | null): GameState {
  return {
    ...state,
    spacecraft: spacecraftOf(state).map((s) => {
      if (s.formationId !== shipId) return s;
      const { landing: _old, ...rest } = s;
      return landing ? { ...rest, landing } : rest;
    }),
  };
}

/**
 * The operation's planetfall goes on from where it stands: the next formation lands; when its
 * player is to decide about passengers, the state waits for that; once all have landed, the
 * operation ends (the spacecraft leaves, 4.3.2, and the attacked formations are checked).
 */
export function carryOnLanding(
  state: GameState,
  shipId: string,
  dice: Dice,
  events: GameEvent[],
): Applied {
  let s = state;
  for (;;) {
    const landing = spacecraftOf(s).find((x) => x.formationId === shipId)?.landing;
    if (!landing) return s;
    if (landing.deciding) return s;
    const [first, ...rest] = landing.landings;
    if (!first) return finishOperation(s, shipId, landing.attacked, events);
    s = landOne(s, dice, first, events);
    // 4.3.2 FAQ step 2: the landed drop pods' attacks (dropPods.ts), before anyone gets out.
    const pods = first.placements.map((p) => p.unitId).filter((id) => podOnTable(s, id));
    let attacked = landing.attacked;
    for (const id of pods) {
      const fired = deathwind(s, dice, id, events);
      s = fired.state;
      attacked = [...new Set([...attacked, ...fired.attacked])];
    }
    // Its drop zone is revealed by the landing and leaves the secrets.
    s = withPlots(
      s,
      (s.plots ?? []).filter(
        (p) => !(p.kind === 'drop-zone' && p.formationId === first.formationId),
      ),
    );
    const laden = first.placements
      .map((p) => p.unitId)
      .filter((id) => s.units[id]?.status === 'deployed' && passengersOf(s, id).length > 0);
    // The Drop Pod rule: a pod's cargo must get out, whatever the operation said.
    const deciding =
      (landing.decide || laden.some((id) => pods.includes(id))) && laden.length > 0
        ? { formationId: first.formationId, transportIds: laden }
        : undefined;
    // A pod with nobody left aboard is removed at once.
    s = removePods(
      s,
      pods.filter((id) => !laden.includes(id)),
      events,
    );
    s = withLanding(s, shipId, {
      ...landing,
      attacked,
      landings: rest,
      ...(deciding ? { deciding } : {}),
    });
  }
}

/** 4.3.2: the model leaves; 4.3.2 FAQ step 3: formations attacked are checked for breaking. */
function finishOperation(
  state: GameState,
  shipId: string,
  attacked: readonly string[],
  events: GameEvent[],
): Applied {
  const side = state.formations[shipId]?.side;
  let next = withPlots(
    state,
    (state.plots ?? []).filter((p) => !(p.side === side && p.kind === 'drop-zone')),
  );
  next = {
    ...next,
    spacecraft: spacecraftOf(next).map((s) => {
      if (s.formationId !== shipId) return s;
      const { landing: _done, ...rest } = s;
      return { ...rest, done: true };
    }),
  };
  events.push({ type: 'spacecraft/departed', formationId: shipId, section: '4.3.2' });
  const breaks = checkBreaks(next, attacked);
  events.push(...breaks.events);
  next = breaks.state;
  const over: FlowStep = { kind: 'action-over' };
  // 1.13.3: the owner of the broken formations decides on their withdrawal; seed 001 5.3.11:
  // with several owners, each in turn round the table from the spacecraft's owner, the later
  // ones kept on the spacecraft meanwhile (withdrawals.ts).
  const [first, ...later] = side === undefined ? [] : withdrawalsByOwner(next, side, breaks.broken);
  if (first) {
    if (later.length > 0) next = withWithdrawalsDue(next, shipId, later);
    return continueWith(next, {
      kind: 'formations-broke',
      side: first.side,
      formationIds: first.formationIds,
      mandatory: false,
      then: 'close-activation',
      // The first owner's formations off the table: the next owner is asked (flow/next.ts).
      otherwise: later.length > 0 ? { kind: 'withdrawal-over', then: 'close-activation' } : over,
    });
  }
  return continueWith(next, over);
}

/** The operation's planetfall begins (after the attacks): the formations land in order. */
export function beginLanding(
  state: GameState,
  shipId: string,
  landings: Landing['landings'],
  decide: boolean,
  attacked: readonly string[],
  dice: Dice,
  events: GameEvent[],
): Applied {
  const landing: Landing = {
    ...(decide ? { decide: true as const } : {}),
    landings: [...landings],
    attacked: [...attacked],
  };
  return carryOnLanding(withLanding(state, shipId, landing), shipId, dice, events);
}

/** The placements by the transport each unit rides in (in the order given). */
function byTransport(
  state: GameState,
  placements: CommandOf<'planetfall.disembark'>['placements'],
): Map<string, CommandOf<'planetfall.disembark'>['placements'][number][]> {
  const groups = new Map<string, CommandOf<'planetfall.disembark'>['placements'][number][]>();
  for (const p of placements) {
    const t = state.units[p.unitId]?.transportedBy ?? '';
    groups.set(t, [...(groups.get(t) ?? []), p]);
  }
  return groups;
}

export const disembarkOnLanding: CommandHandler<CommandOf<'planetfall.disembark'>> = {
  validate(state, command) {
    const decision = disembarkDecision(state);
    if (!decision || decision.side !== command.side)
      return refusal(
        'planetfall/no-landing',
        '4.4',
        'No unit of yours has just landed by planetfall with units aboard.',
      );
    // The formation landed this very operation, so it is there.
    const formation = state.formations[decision.formationId]!;
    if (command.formationId !== decision.formationId)
      return refusal(
        'planetfall/other-formation',
        '4.4',
        `${formation.name} has just landed: its passengers decide now.`,
      );
    const ids = command.placements.map((p) => p.unitId);
    if (new Set(ids).size !== ids.length)
      return refusal('planetfall/placed-twice', '4.4', 'Place each unit getting out once.');
    const stranger = ids.find(
      (id) => !decision.transportIds.includes(state.units[id]?.transportedBy ?? ''),
    );
    if (stranger !== undefined)
      return refusal(
        'planetfall/not-aboard',
        '4.4',
        `${unitLabel(state, stranger)} is not aboard a unit that has just landed.`,
      );
    // 1.7.5: within 5cm of its transport, not in an enemy zone of control, nowhere a unit may
    // not stand; each transport's units placed after the last's.
    let s = state;
    const groups = byTransport(state, command.placements);
    // The Drop Pod rule: every unit a landed pod carries gets out now.
    for (const pod of decision.transportIds.filter((id) => podOnTable(state, id)))
      if (!groups.has(pod)) groups.set(pod, []);
    const out: Shape[] = [];
    for (const [transportId, group] of groups) {
      const bad: Refusal | null = podOnTable(s, transportId)
        ? podPlacementRefusal(s, transportId, group, out)
        : validateDisembark(s, transportId, group, { engage: false });
      if (bad) return bad;
      s = applyDisembark(s, transportId, group, { push: () => 0 });
      for (const p of group) {
        const shape = s.units[p.unitId] && unitShape(s, s.units[p.unitId]!);
        if (shape) out.push(shape);
      }
    }
    return null;
  },
  apply(state, command, { dice, events }) {
    const decision = disembarkDecision(state)!;
    const ship = landingUnderWay(state);
    let next = state;
    for (const [transportId, group] of byTransport(state, command.placements))
      next = applyDisembark(next, transportId, group, events as GameEvent[]);
    const landed = state.formations[decision.formationId];
    const out = [
      ...new Set(command.placements.map((p) => next.units[p.unitId]?.formationId ?? '')),
    ].filter((id) => id !== '');
    // 3.1.3, 4.2.5: a formation carried in another's war engine or aircraft takes no action the
    // turn it gets out; the landed formation's own units act with it later (4.4).
    for (const id of out) {
      const f = next.formations[id];
      if (f && id !== landed?.id)
        next = withFormation(next, { ...f, activated: true, overwatch: false });
    }
    // The Drop Pod rule: its cargo out, the pod is removed from the table.
    next = removePods(
      next,
      decision.transportIds.filter((id) => podOnTable(next, id)),
      events as GameEvent[],
    );
    const stayed = decision.transportIds.flatMap((t) => passengersOf(next, t));
    if (stayed.length > 0)
      events.push({
        type: 'planetfall/stayed-aboard',
        formationId: decision.formationId,
        unitIds: stayed,
        section: '4.4',
      });
    if (!ship) {
      // 2.1.21: the self planetfall's action goes on (an overwatch action ends here).
      const { landedAboard: _decided, ...activation } = next.turnState.activation!;
      next = { ...next, turnState: { ...next.turnState, activation } };
      const watched = out.length > 0 ? openWithdrawalWindows(next, out) : null;
      if (watched) return watched;
      return activation.action === 'overwatch' ? continueWith(next, { kind: 'action-over' }) : next;
    }
    const { deciding: _decided, ...landing } = ship.landing!;
    next = withLanding(next, ship.formationId, landing);
    // 1.10 FAQ: getting out triggers overwatch fire at the disembarking formation, each in turn;
    // the landing goes on once the fire is over (engine/netea/flow/next.ts).
    const watched = out.length > 0 ? openWithdrawalWindows(next, out) : null;
    if (watched) return watched;
    return carryOnLanding(next, ship.formationId, dice, events);
  },
};

/**
 * 4.4: the passengers of the formation just landed, each transport's placed about it (1.7.5:
 * within 5cm, clear of enemy zones of control), on the side facing the nearest enemy unit on
 * the table; null when some find no room. A proposal for the page and the players, checked by
 * the rule like any command.
 */
export function proposedDisembark(
  game: GameState,
  side: Side,
): CommandOf<'planetfall.disembark'> | null {
  const decision = disembarkDecision(game);
  if (!decision || decision.side !== side) return null;
  let trial = game;
  const placements: CommandOf<'planetfall.disembark'>['placements'][number][] = [];
  for (const t of decision.transportIds) {
    const from = trial.units[t]?.position;
    if (!from) return null;
    const enemy = Object.values(trial.units)
      .filter((u) => isEnemy(game, side, u.side) && u.status === 'deployed' && u.position)
      .map((u) => u.position!)
      .sort(
        (a, b) => Math.hypot(a.x - from.x, a.y - from.y) - Math.hypot(b.x - from.x, b.y - from.y),
      )[0];
    const toward = enemy ? Math.atan2(enemy.y - from.y, enemy.x - from.x) : undefined;
    // The Drop Pod rule: where 5cm of the pod has no room, the chain out to 15cm may.
    const room =
      roomToDisembark(trial, t, passengersOf(trial, t), toward) ??
      (podOnTable(trial, t) ? podRoom(trial, t, [], toward) : null);
    if (!room) return null;
    trial = applyDisembark(trial, t, room, { push: () => 0 });
    placements.push(...room);
  }
  return { type: 'planetfall.disembark', side, formationId: decision.formationId, placements };
}

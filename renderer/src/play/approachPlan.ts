import { landedToDecide } from '../../../engine/netea/rules/4.1-4.2-aircraft/landing';
import { landingPlan } from '../../../ai/utility/candidates/airAssault';
import type { Point } from '../../../engine/kernel/geometry/types';
import {
  distanceBetween,
  headingBetween,
  turnBetween,
} from '../../../engine/kernel/geometry/vector';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import type { Refusal } from '../../../engine/kernel/result';
import { canActivate, formationsOf } from '../../../engine/netea/rules/1.2-formations/formations';
import { isAircraftFormation } from '../../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import {
  MAX_TURN,
  TURN_DISTANCE,
  entryRefusal,
  finalHeading,
  formationManoeuvre,
} from '../../../engine/netea/rules/4.1-4.2-aircraft/approach';
import { flakAllowance, flakOptions } from '../../../engine/netea/rules/4.1-4.2-aircraft/flak';
import type { Mission } from '../../../engine/netea/rules/4.1-4.2-aircraft/state';
import type { GameState } from '../../../engine/netea/state/schema';
import { aircraftAnswer, disengagePath } from '../../../ai/utility/candidates/aircraft';

/** 4.2: the missions a person may give an aircraft formation, in the order offered. */
export const MISSION_CHOICES: readonly Mission[] = [
  'ground-attack',
  'interception',
  'cap',
  'stand-down',
];

/** 4.2: the person's aircraft formations that may still fly a mission this turn. */
export function aircraftToFly(game: GameState, side: Side): { id: string; name: string }[] {
  return formationsOf(game, side)
    .filter((f) => isAircraftFormation(game, f) && canActivate(game, f))
    .map((f) => ({ id: f.id, name: f.name }));
}

/** 4.2.1: the approach clicked so far, as the mission command (a stand down has none). */
export function missionCommand(
  side: Side,
  formationId: string,
  mission: Mission,
  points: readonly Point[],
): Command {
  return {
    type: 'aircraft.mission',
    side,
    formationId,
    mission,
    ...(mission === 'stand-down' || points.length === 0 ? {} : { approach: [...points] }),
  };
}

/** The engine's verdict on a command before it is sent (null: legal). */
export function verdict(game: GameState, command: Command): Refusal | null {
  return validateCommand(game, command);
}

/** Whether the decision takes clicks on the table (an approach or an exit path). */
export function collectsPath(pending: PendingDecision): boolean {
  // The CAP interception flies straight in from where the patrol was set up (the computer's
  // path), so only the mission and the disengagement take clicks.
  return (
    pending.commands.includes('aircraft.mission') || pending.commands.includes('aircraft.disengage')
  );
}

/** 4.2.4: the units that may flak the flight now, each with whether the default fires it: every
 * unit allowed, as far as its formation's Blast markers leave (the engine's allowance). */
export function flakChoices(game: GameState, side: Side): { unitId: string; chosen: boolean }[] {
  const step = game.aircraft?.step;
  if (!step) return [];
  const path =
    step.move === 'disengagement' && step.exitPath
      ? step.exitPath
      : (game.aircraft?.flights[step.formationId]?.path ?? []);
  const used = new Map<string, number>();
  return flakOptions(game, side, step.formationId, path).map((o) => {
    const f = game.formations[o.formationId];
    const n = used.get(o.formationId) ?? 0;
    const chosen = !!f && n < flakAllowance(game, f, path);
    if (chosen) used.set(o.formationId, n + 1);
    return { unitId: o.unitId, chosen };
  });
}

/** 4.2.6: the person's disengagement: the clicked path from where the approach ended, or the
 * computer's exit (home over the own edge, else straight on) when nothing is clicked. */
export function disengageCommand(
  game: GameState,
  side: Side,
  formationId: string,
  clicked: readonly Point[],
): Command {
  // 4.2.6: a landed aircraft takes off from where its approach ended.
  const flight = game.aircraft?.flights[formationId] ?? game.aircraft?.landings?.[formationId];
  const from = flight?.path[flight.path.length - 1];
  const path = clicked.length > 0 && from ? [from, ...clicked] : disengagePath(game, formationId);
  return { type: 'aircraft.disengage', side, formationId, path };
}

/** The person's aircraft formations still to disengage, first to go first. */
export function flightsToDisengage(game: GameState, side: Side): string[] {
  const flying = Object.keys(game.aircraft?.flights ?? {})
    .filter((id) => game.formations[id]?.side === side)
    .sort();
  // 4.2.6: then the landed ones, which may take off or stay.
  return [...flying, ...landedToDecide(game).filter((id) => game.formations[id]?.side === side)];
}

/** 4.2.5: the landing of the transport aircraft at its attack step, troops placed around it
 * (null: they find no room); with `assault` an air assault on that formation. */
export function landCommand(game: GameState, side: Side, assault: string | null): Command | null {
  return landingPlan(game, side, assault);
}

/** 4.2.2: the formations the attack may go at now (the engine's verdict on each). */
export function attackTargets(game: GameState, side: Side): { id: string; name: string }[] {
  const ids = [
    ...Object.keys(game.aircraft?.flights ?? {}),
    ...Object.values(game.formations)
      .filter((f) => f.side !== side)
      .map((f) => f.id),
  ];
  return [...new Set(ids)]
    .filter(
      (id) =>
        validateCommand(game, { type: 'aircraft.attack', side, targetFormationId: id }) === null,
    )
    .map((id) => ({ id, name: game.formations[id]?.name ?? '' }));
}

/** The computer's answer to the aircraft decision, offered as the person's default. */
export function suggestedAnswer(game: GameState, pending: PendingDecision, side: Side): Command {
  return aircraftAnswer(game, pending, side);
}

/** Which path the table's clicks are drawing: an approach for a chosen formation and mission,
 * or a flight's disengagement. */
export type PathIntent =
  | { readonly kind: 'approach'; readonly formationId: string; readonly mission: Mission }
  | { readonly kind: 'disengage'; readonly formationId: string };

/** 4.2.1: where the path may turn next: after `straightLeft` more cm of straight flight from
 * `at` along `heading`, by at most `most` degrees either way. */
export interface TurnAllowance {
  readonly at: Point;
  readonly heading: number;
  readonly straightLeft: number;
  readonly most: number;
}

/** The leg the pointer would add to the path, with the engine's verdict on the path so far and
 * that leg (null: legal) and the turn the class allows where the path ends now. */
export interface NextLeg {
  /** The end of the path so far; null while the pointer is choosing the entry point. */
  readonly from: Point | null;
  readonly to: Point;
  readonly refusal: Refusal | null;
  readonly turn: TurnAllowance | null;
}

/** The path the intent flies so far, from its first point (a disengagement from where the
 * approach ended), and the heading it already has there. */
function flownSoFar(
  game: GameState,
  intent: PathIntent,
  points: readonly Point[],
): { path: Point[]; heading: number | null } {
  if (intent.kind === 'approach') return { path: [...points], heading: null };
  const approach = game.aircraft?.flights[intent.formationId]?.path ?? [];
  const from = approach[approach.length - 1];
  return {
    path: from ? [from, ...points] : [...points],
    heading: approach.length >= 2 ? finalHeading(approach) : null,
  };
}

/** 4.2.1: how far the path has flown straight since its start or its last turn. */
function straightSinceTurn(path: readonly Point[], startHeading: number | null): number {
  let heading = startHeading;
  let straight = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const h = headingBetween(a, b);
    if (heading !== null && Math.abs(turnBetween(heading, h)) > 1e-6) straight = 0;
    heading = h;
    straight += distanceBetween(a, b);
  }
  return straight;
}

/** 4.2.1, 4.2.6: the turn allowed where the path ends now (none before its first leg). */
export function turnAllowance(
  game: GameState,
  intent: PathIntent,
  points: readonly Point[],
): TurnAllowance | null {
  const formation = game.formations[intent.formationId];
  if (!formation) return null;
  const { path, heading } = flownSoFar(game, intent, points);
  const at = path[path.length - 1];
  if (!at || (path.length < 2 && heading === null)) return null;
  const mission =
    intent.kind === 'approach'
      ? intent.mission
      : (game.aircraft?.flights[intent.formationId]?.mission ?? 'interception');
  const way = formationManoeuvre(
    game,
    formation,
    mission,
    intent.kind === 'approach' ? 'approach' : 'disengagement',
  );
  return {
    at,
    heading: path.length >= 2 ? finalHeading(path) : (heading as number),
    straightLeft: Math.max(0, TURN_DISTANCE - straightSinceTurn(path, heading)),
    most: MAX_TURN[way],
  };
}

/** 4.2.1, 4.2.6: the next leg of the path as the pointer moves, judged by the engine as if it
 * were clicked (the entry point by the set-up rule, then the whole command). */
export function nextLeg(
  game: GameState,
  side: Side,
  intent: PathIntent,
  points: readonly Point[],
  pointer: Point,
): NextLeg | null {
  const formation = game.formations[intent.formationId];
  if (!formation) return null;
  if (intent.kind === 'approach') {
    if (intent.mission === 'stand-down') return null;
    if (points.length === 0)
      return {
        from: null,
        to: pointer,
        refusal: entryRefusal(game, formation, pointer),
        turn: null,
      };
    // A combat air patrol is set up at its entry point only (4.2); nothing more to draw.
    if (intent.mission === 'cap') return null;
  }
  const clicked = [...points, pointer];
  const command =
    intent.kind === 'approach'
      ? missionCommand(side, intent.formationId, intent.mission, clicked)
      : disengageCommand(game, side, intent.formationId, clicked);
  const { path } = flownSoFar(game, intent, points);
  return {
    from: path[path.length - 1] ?? null,
    to: pointer,
    refusal: validateCommand(game, command),
    turn: turnAllowance(game, intent, points),
  };
}

/** The path the decision draws now: the disengagement of the first flight still to fly off,
 * else the approach of the formation and mission chosen in the panel (its first choice by
 * default). */
export function pathIntent(
  game: GameState,
  pending: PendingDecision,
  side: Side,
  chosen: { readonly formationId: string; readonly mission: Mission } | null,
): PathIntent | null {
  if (pending.commands.includes('aircraft.disengage')) {
    const id = flightsToDisengage(game, side)[0];
    return id ? { kind: 'disengage', formationId: id } : null;
  }
  if (!pending.commands.includes('aircraft.mission')) return null;
  const flyable = aircraftToFly(game, side);
  const formationId = flyable.some((f) => f.id === chosen?.formationId)
    ? (chosen?.formationId as string)
    : flyable[0]?.id;
  if (!formationId) return null;
  return { kind: 'approach', formationId, mission: chosen?.mission ?? 'ground-attack' };
}

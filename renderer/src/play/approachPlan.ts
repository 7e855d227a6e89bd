import { landedToDecide } from '../../../engine/netea/rules/4.1-4.2-aircraft/landing';
import { landingPlan } from '../../../ai/utility/candidates/airAssault';
import type { Point } from '../../../engine/kernel/geometry/types';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import type { Refusal } from '../../../engine/kernel/result';
import { canActivate, formationsOf } from '../../../engine/netea/rules/1.2-formations/formations';
import { isAircraftFormation } from '../../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
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

import type { Point } from '../../../engine/kernel/geometry/types';
import type { Refusal } from '../../../engine/kernel/result';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import { DISEMBARK_RANGE } from '../../../engine/netea/rules/1.7-movement/disembark';
import {
  DROP_POD_REACH,
  podsLanded,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/dropPods';
import {
  disembarkDecision,
  passengersOf,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/planetfallDisembark';
import type { GameState } from '../../../engine/netea/state/schema';
import type { Placement } from './teleportPlan';

/**
 * 4.4 for the person: the units aboard a formation just landed by planetfall get out where the
 * person clicks, one after another in the order they ride (each transport's in turn), facing as
 * their transport does. The engine judges each click at once: 1.7.5 within 5cm of the
 * transport; the Space Marine list's Drop Pod rule within 5cm of the pod or of a unit already
 * out, all within 15cm of the pod (and everyone must get out). The table shows the ring they
 * may stand in.
 */
export interface DisembarkDraft {
  readonly formationId: string;
  readonly placements: readonly Placement[];
}

/** A fresh draft for the decision waiting for the side, or null when there is none. */
export function startDisembark(game: GameState, side: Side): DisembarkDraft | null {
  const decision = disembarkDecision(game);
  return decision && decision.side === side
    ? { formationId: decision.formationId, placements: [] }
    : null;
}

/** Everyone aboard the landed transports, in the order they get out (transport by transport). */
function aboard(game: GameState): string[] {
  const decision = disembarkDecision(game);
  return decision ? decision.transportIds.flatMap((t) => passengersOf(game, t)) : [];
}

/** The units still to place. */
export function passengersToPlace(game: GameState, draft: DisembarkDraft): string[] {
  const placed = new Set(draft.placements.map((p) => p.unitId));
  return aboard(game).filter((id) => !placed.has(id));
}

/** The draft with the next unit placed at the click, facing as its transport does. */
export function placePassenger(game: GameState, draft: DisembarkDraft, at: Point): DisembarkDraft {
  const next = passengersToPlace(game, draft)[0];
  if (!next) return draft;
  const transport = game.units[game.units[next]?.transportedBy ?? ''];
  return {
    ...draft,
    placements: [
      ...draft.placements,
      { unitId: next, position: at, facing: transport?.facing ?? 90 },
    ],
  };
}

export function withoutLastPassenger(draft: DisembarkDraft): DisembarkDraft {
  return { ...draft, placements: draft.placements.slice(0, -1) };
}

export function disembarkCommand(side: Side, draft: DisembarkDraft): Command {
  return {
    type: 'planetfall.disembark',
    side,
    formationId: draft.formationId,
    placements: draft.placements.map((p) => ({ ...p, position: { ...p.position } })),
  };
}

/** Whether the units must all get out (a drop pod's) rather than may. */
export function mustAllGetOut(game: GameState): boolean {
  const decision = disembarkDecision(game);
  return decision !== null && podsLanded(game, decision.transportIds);
}

/**
 * The engine's verdict on the places clicked so far: the command as it stands, except that while
 * a drop pod's units are still being placed, its "everyone out" waits for the last click.
 */
export function disembarkVerdict(
  game: GameState,
  side: Side,
  draft: DisembarkDraft,
): Refusal | null {
  if (draft.placements.length === 0) return null;
  const refusal = validateCommand(game, disembarkCommand(side, draft));
  const placing = passengersToPlace(game, draft).length > 0;
  return placing && refusal?.code === 'drop-pod/all-out' ? null : refusal;
}

/** What the table draws: the ring about each laden transport its units get out within (5cm,
 * 15cm for a drop pod), green while the engine agrees. */
export function disembarkMarks(game: GameState, side: Side, draft: DisembarkDraft | null) {
  const decision = draft ? disembarkDecision(game) : null;
  if (!draft || !decision) return null;
  const points = decision.transportIds.flatMap((id) => {
    const unit = game.units[id];
    return unit?.position
      ? [{ position: unit.position, label: game.datasheets[unit.datasheetId]?.name ?? '' }]
      : [];
  });
  return {
    points,
    radius: mustAllGetOut(game) ? DROP_POD_REACH : DISEMBARK_RANGE,
    legal: disembarkVerdict(game, side, draft) === null,
  };
}

import type { Command, CommandOf } from '../../commands/schema';
import type { TwoSides as Side } from '../../commands/primitives';
import type { FormationState, GameState } from '../../state/schema';
import { formationsOf, liveUnits } from '../1.2-formations/formations';
import { entersPlayAtTurnStart, plotOf, tunnelsIn } from '../2-specialists/offTable';
import { plot } from '../2-specialists/plots';
import { plotters } from './decision';
import { isAircraftFormation } from '../4.1-4.2-aircraft/aerospace';
import { seatPassengers } from '../4.1-4.2-aircraft/airTransport';
import { spacecraftSheet } from '../4.3-4.4-spacecraft/schedule';
import { tournamentDeclareReserves } from './setupCommands';
import { portalReserveRefusal } from './portals';

/**
 * The computer players' reserves (6.1.6 and its FAQ): every formation with a drop zone written
 * down at 6.1.5 lands by planetfall, and one with a landing or surfacing plot by that means;
 * ground formations that fit whole into a transport aircraft formation start aboard it (the AI
 * always: an air assault brings them where they are needed; the random player one time in
 * two); teleporters stay on the table for the AI (as before), the random player keeps them back
 * one time in two. Aircraft formations need no naming: they are always in reserve. A self
 * planetfall or a tunneller has its plot written down first (`plotFirst`).
 */
type Entry = CommandOf<'tournament.declareReserves'>['reserves'][number];

export function reserves(
  state: GameState,
  side: Side,
  random: () => number,
  wander: boolean,
): Command {
  const written = plotFirst(state, side, random, wander);
  if (written) return written;
  const entries: Entry[] = [];
  const chance = () => !wander || random() < 0.5;
  let loaded = state;
  for (const f of waitingFormations(state, side)) {
    const plot = plotOf(state, f.id);
    if (plot?.kind === 'drop-zone' || plot?.kind === 'landing-zone') {
      entries.push({ formationId: f.id, means: 'planetfall' });
      continue;
    }
    if (plot?.kind === 'tunnel') {
      entries.push({ formationId: f.id, means: 'tunnelling' });
      continue;
    }
    if (isAircraftFormation(state, f)) continue;
    const carrier = carrierFor(loaded, f);
    if (carrier && chance()) {
      const entry: Entry = { formationId: f.id, means: 'transport-aircraft', carrier: carrier.id };
      // Later formations find the seats this one takes (checked as the rule checks them).
      const trial: Command = {
        type: 'tournament.declareReserves',
        side,
        reserves: [...entries, entry],
      };
      if (tournamentDeclareReserves.validate(state, trial) === null) {
        entries.push(entry);
        loaded = boarded(loaded, f, carrier);
      }
      continue;
    }
    if (wander && entersPlayAtTurnStart(state, f) && random() < 0.5) {
      entries.push({ formationId: f.id, means: 'teleportation' });
      continue;
    }
    // 6.1.6: infantry and light vehicles of an army with portals may come through them (the
    // random player one time in two; the AI keeps its formations on the table).
    if (wander && portalReserveRefusal(state, f) === null && random() < 0.5)
      entries.push({ formationId: f.id, means: 'portal' });
  }
  return { type: 'tournament.declareReserves', side, reserves: entries };
}

/**
 * 2.1.21, 2.1.23: before declaring, each formation that can self planetfall or tunnel gets its
 * plot written down (then it is kept in reserve by that means): the AI by an objective in the
 * enemy half (tunnellers may surface there from turn 3, a landing on turn 2), the random player
 * anywhere on turn 2 to 4, or not at all one time in three.
 */
function plotFirst(
  state: GameState,
  side: Side,
  random: () => number,
  wander: boolean,
): Command | null {
  const formation = plotters(state, side).find((f) => plotOf(state, f.id) === undefined);
  if (!formation || (wander && random() < 1 / 3)) return null;
  const kind = tunnelsIn(state, formation) ? 'tunnel' : 'landing-zone';
  const targets = state.tournament!.objectives.filter((o) => o.half !== side);
  for (let i = 0; i < 40; i++) {
    const objective = targets[i % Math.max(1, targets.length)];
    const at = objective
      ? state.objectives.find((o) => o.id === objective.objectiveId)?.position
      : undefined;
    const position =
      wander || !at
        ? {
            x: 5 + random() * (state.table.width - 10),
            y: 5 + random() * (state.table.height - 10),
          }
        : { x: at.x + (i % 5) * 3, y: at.y + Math.floor(i / 5) * 3 };
    const turn = wander ? 2 + Math.floor(random() * 3) : kind === 'tunnel' ? 3 : 2;
    const command: CommandOf<'setup.plot'> = {
      type: 'setup.plot',
      side,
      kind,
      formationId: formation.id,
      plot: { position, turn },
    };
    if (plot.validate(state, command) === null) return command;
  }
  return null;
}

/** The side's formations wholly off the table and not spacecraft. */
function waitingFormations(state: GameState, side: Side): FormationState[] {
  return formationsOf(state, side).filter(
    (f) =>
      spacecraftSheet(state, f) === undefined &&
      liveUnits(state, f).length > 0 &&
      liveUnits(state, f).every((u) => u.status === 'reserve'),
  );
}

/** 4.2.5: the side's first aircraft formation with room for the whole formation. */
function carrierFor(state: GameState, formation: FormationState): FormationState | undefined {
  const ids = liveUnits(state, formation).map((u) => u.id);
  return formationsOf(state, formation.side).find(
    (c) =>
      c.id !== formation.id &&
      isAircraftFormation(state, c) &&
      spacecraftSheet(state, c) === undefined &&
      seatPassengers(state, c.id, ids) !== null,
  );
}

/** The state with the formation seated in the carrier, so the next search sees the seats gone. */
function boarded(state: GameState, formation: FormationState, carrier: FormationState): GameState {
  const units = liveUnits(state, formation);
  const seats = seatPassengers(
    state,
    carrier.id,
    units.map((u) => u.id),
  );
  if (!seats) return state;
  const moved = { ...state.units };
  for (const u of units)
    moved[u.id] = { ...u, status: 'embarked', position: null, transportedBy: seats[u.id]! };
  return { ...state, units: moved };
}

import type { CommandHandler } from '../../commands/handler';
import type { Command, CommandOf, Side } from '../../commands/schema';
import { isContinued } from '../../flow/steps';
import { refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { setUpSpacecraft } from '../4.3-4.4-spacecraft/setUp';
import { spacecraftToSetUp } from '../4.3-4.4-spacecraft/order';
import { earliestArrival, spacecraftSheet, turnTaken } from '../4.3-4.4-spacecraft/schedule';
import { ownTableEdges, type TableSideName } from '../4.3-4.4-spacecraft/tableEdge';
import { startGarrisons } from './setupCommands';
import type { Point } from '../../../kernel/geometry';
import { formationsOf, liveUnits } from '../1.2-formations/formations';
import { isAircraftFormation } from '../4.1-4.2-aircraft/aerospace';
import { planetfallRiders } from '../4.3-4.4-spacecraft/planetfall';

/**
 * 6.1.5 Setup Spacecraft & Garrisons: "If either player is using spacecraft then they are set up
 * now before any other units (see 4.3)". In a tournament game a spacecraft is set up after the
 * objectives (6.1.4) and before the garrisons, by the rule of 4.3.1 (setUp.ts); once the last
 * is set up the garrisons follow. Elsewhere the command is 4.3.1's alone.
 */
export const tournamentSpacecraft: CommandHandler<CommandOf<'setup.spacecraft'>> = {
  validate(state, command) {
    const t = state.tournament;
    if (t && t.step !== 'garrisons')
      return refusal(
        'tournament/wrong-step',
        '6.1.5',
        'Spacecraft are set up after the objectives and before the garrisons.',
      );
    return setUpSpacecraft.validate(state, command);
  },
  apply(state, command, context) {
    const applied = setUpSpacecraft.apply(state, command, context);
    if (!state.tournament) return applied;
    // The rule of 4.3.1 says nothing follows; the tournament's set-up moves on.
    return isContinued(applied)
      ? { ...applied, state: startGarrisons(applied.state) }
      : startGarrisons(applied);
  },
};

/** The middle of a side's own edge, and the facing onto the table from it. */
function edgeMiddle(
  state: GameState,
  edge: TableSideName,
): { x: number; y: number; facing: number } {
  const { width, height } = state.table;
  switch (edge) {
    case 'north':
      return { x: width / 2, y: 0, facing: 90 };
    case 'south':
      return { x: width / 2, y: height, facing: 270 };
    case 'west':
      return { x: 0, y: height / 2, facing: 0 };
    case 'east':
      return { x: width, y: height / 2, facing: 180 };
  }
}

/**
 * A legal set-up for a computer player's spacecraft when nothing better is offered: at the
 * middle of its own edge, on the earliest free turn, its bombardment (if any) at the middle of
 * the table. Null when the side has no spacecraft left to set up.
 */
export function spacecraftDefault(state: GameState, side: Side): Command | null {
  const formationId = spacecraftToSetUp(state, side)[0];
  const formation = formationId ? state.formations[formationId] : undefined;
  const sheet = formation ? spacecraftSheet(state, formation) : undefined;
  if (!formationId || !sheet) return null;
  const edge = ownTableEdges(state, side)[0] ?? 'north';
  const at = edgeMiddle(state, edge);
  let turn = earliestArrival(sheet);
  while (turnTaken(state, turn)) turn += 1;
  const dropZones = dropZonesFor(state, side);
  const bombards = sheet.weapons.some((w) =>
    w.modes.some((m) => m.range.kind === 'orbital' && m.firepower.some((f) => f.type === 'BP')),
  );
  return {
    type: 'setup.spacecraft',
    side,
    formationId,
    position: { x: at.x, y: at.y },
    facing: at.facing,
    turn,
    plan: {
      bombardment: bombards ? [{ x: state.table.width / 2, y: state.table.height / 2 }] : [],
      ...(dropZones.length > 0 ? { dropZones } : {}),
    },
  };
}

/**
 * 4.4, 6.1.6: every ground formation of the side that can land by planetfall (drop pods) gets a
 * drop zone, and is then declared in reserve by planetfall: at the middle of the table, where
 * the objectives of both halves are within reach, the formations spread 20cm apart across it.
 */
function dropZonesFor(state: GameState, side: Side): { formationId: string; position: Point }[] {
  const landing = formationsOf(state, side).filter(
    (f) =>
      !isAircraftFormation(state, f) &&
      spacecraftSheet(state, f) === undefined &&
      liveUnits(state, f).length > 0 &&
      liveUnits(state, f).every((u) => u.status === 'reserve') &&
      planetfallRiders(state, f) !== null,
  );
  return landing.map((f, i) => ({
    formationId: f.id,
    position: {
      x: Math.min(
        state.table.width - 5,
        Math.max(5, state.table.width / 2 + (i - (landing.length - 1) / 2) * 20),
      ),
      y: state.table.height / 2,
    },
  }));
}

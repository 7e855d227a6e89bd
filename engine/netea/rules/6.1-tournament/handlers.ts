import {
  tournamentChooseEdge,
  tournamentDeclareReserves,
  tournamentDeployFormation,
  tournamentEndGarrisons,
  tournamentGarrison,
  tournamentPlaceObjective,
  tournamentRollOff,
} from './setupCommands';
import { tournamentRollOn } from './rollOn';
import { tournamentPass } from './pass';

/** Which rules answer the tournament game's commands (spread into commands/registry.ts). */
export const TOURNAMENT_HANDLERS = {
  'tournament.rollOff': tournamentRollOff,
  'tournament.chooseEdge': tournamentChooseEdge,
  'tournament.placeObjective': tournamentPlaceObjective,
  'tournament.garrison': tournamentGarrison,
  'tournament.endGarrisons': tournamentEndGarrisons,
  'tournament.declareReserves': tournamentDeclareReserves,
  'tournament.deployFormation': tournamentDeployFormation,
  'tournament.rollOn': tournamentRollOn,
  'action.pass': tournamentPass,
} as const;

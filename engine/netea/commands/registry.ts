import {
  declareAction,
  endAction,
  handOver,
  remainOnOverwatch,
} from '../rules/1.4-1.6-sequence-and-actions/actions';
import {
  chooseZone,
  deployUnit,
  embarkUnit,
  finishDeployment,
  placeObjective,
  rollOff,
} from '../rules/1.15-set-up/deployment';
import { rally } from '../rules/1.14-end-phase/rally';
import { regroup } from '../rules/1.13-broken-formations/regrouping';
import { strategyChoose, strategyRoll } from '../rules/1.4-1.6-sequence-and-actions/strategy';
import { teleport } from '../rules/2-specialists/teleport';
import { escalationArrive } from '../rules/5.3-scenarios/arrivals';
import { breakthroughLeave } from '../rules/5.3-scenarios/leaveTable';
import { ambushConvoy } from '../rules/5.3-scenarios/ambushSetup';
import { ambushEnter } from '../rules/5.3-scenarios/ambushEntry';
import { plantBlizzard } from '../rules/5.3-scenarios/plantBlizzard';
import { plantCentre, plantStorm } from '../rules/5.3-scenarios/plantCentre';
import { plantLeave } from '../rules/5.3-scenarios/plantLeave';
import { plantChargeOut } from '../rules/5.3-scenarios/plantChargeOut';
import { plot } from '../rules/2-specialists/plots';
import { surface } from '../rules/2-specialists/tunneler';
import { selfPlanetfall } from '../rules/2-specialists/selfPlanetfall';
import { joinCharacter } from '../rules/2-specialists/characters';
import {
  turnStartChoose,
  turnStartPass,
  turnStartRollOff,
} from '../rules/1.4-1.6-sequence-and-actions/startOfTurn';
import { allocateHits, shoot } from '../rules/1.9-shooting/commands';
import { disembark, endMove, moveUnit } from '../rules/1.7-movement/commands';
import { barrage } from '../rules/1.9-shooting/barrageCommand';
import { withdrawalEnd, withdrawalMove } from '../rules/1.13-broken-formations/withdrawal';
import { ASSAULT_HANDLERS } from '../rules/1.12-assaults/commands';
import { overwatchFire, overwatchPass } from '../rules/1.10-overwatch/overwatch';
import { TOURNAMENT_HANDLERS } from '../rules/6.1-tournament/handlers';
import { tournamentSpacecraft } from '../rules/6.1-tournament/spacecraft';
import { operateSpacecraft } from '../rules/4.3-4.4-spacecraft/operation';
import { disembarkOnLanding } from '../rules/4.3-4.4-spacecraft/planetfallDisembark';
import { AIRCRAFT_HANDLERS } from '../rules/4.1-4.2-aircraft/handlers';
import { mountWarEngine } from '../rules/3-war-engines/transportMount';
import type { CommandHandlers } from './handler';
import { teamPick } from '../rules/5.3-scenarios/teamPick';
import { teamJoin } from '../rules/5.3-scenarios/combinedJoin';

/** Which rules answer which command: one handler per command type. */
export const HANDLERS: CommandHandlers = {
  'setup.rollOff': rollOff,
  'setup.chooseZone': chooseZone,
  'setup.placeObjective': placeObjective,
  'setup.deployUnit': deployUnit,
  'setup.embarkUnit': embarkUnit,
  'setup.joinCharacter': joinCharacter,
  'setup.finishDeployment': finishDeployment,
  'teleport.place': teleport,
  'escalation.arrive': escalationArrive,
  'breakthrough.leave': breakthroughLeave,
  'ambush.convoy': ambushConvoy,
  'ambush.enter': ambushEnter,
  // Seed 001 5.3.15: the water purification plant.
  'plant.blizzard': plantBlizzard,
  'plant.centre': plantCentre,
  'plant.storm': plantStorm,
  'plant.leave': plantLeave,
  'plant.chargeOut': plantChargeOut,
  'setup.plot': plot,
  'tunnel.surface': surface,
  'turnStart.rollOff': turnStartRollOff,
  'turnStart.choose': turnStartChoose,
  'turnStart.pass': turnStartPass,
  'strategy.roll': strategyRoll,
  'strategy.choose': strategyChoose,
  'action.declare': declareAction,
  'action.handOver': handOver,
  'team.pick': teamPick,
  // Seed 001 5.3.11.3: a team-mate agrees to a combined fire or assault.
  'team.join': teamJoin,
  'overwatch.remain': remainOnOverwatch,
  'action.regroup': regroup,
  'action.end': endAction,
  'end.rally': rally,
  'shoot.declare': shoot,
  'hits.allocate': allocateHits,
  'shoot.barrage': barrage,
  'move.unit': moveUnit,
  'move.end': endMove,
  'move.disembark': disembark,
  'move.mountWarEngine': mountWarEngine,
  'withdrawal.move': withdrawalMove,
  'withdrawal.end': withdrawalEnd,
  ...ASSAULT_HANDLERS,
  'overwatch.fire': overwatchFire,
  'overwatch.pass': overwatchPass,
  ...TOURNAMENT_HANDLERS,
  // 4.3.1, and 6.1.5 in a tournament game's set-up.
  'setup.spacecraft': tournamentSpacecraft,
  'spacecraft.operate': operateSpacecraft,
  'planetfall.disembark': disembarkOnLanding,
  'planetfall.self': selfPlanetfall,
  ...AIRCRAFT_HANDLERS,
};

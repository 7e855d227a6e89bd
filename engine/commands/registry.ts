import { declareAction, endAction, handOver, remainOnOverwatch } from '../rules/actions';
import {
  chooseZone,
  deployUnit,
  embarkUnit,
  finishDeployment,
  placeObjective,
  rollOff,
} from '../rules/deployment';
import { rally } from '../rules/rally';
import { regroup } from '../rules/regrouping';
import { strategyChoose, strategyRoll } from '../rules/strategy';
import { allocateHits, shoot } from '../rules/shootingCommands';
import { disembark, endMove, moveUnit } from '../rules/moveCommands';
import { barrage } from '../rules/barrageCommand';
import { withdrawalEnd, withdrawalMove } from '../rules/brokenWithdrawal';
import { ASSAULT_HANDLERS } from '../rules/assaultCommands';
import { overwatchFire, overwatchPass } from '../rules/overwatch';
import type { CommandHandlers } from './handler';

/** Which rules answer which command: one handler per command type. */
export const HANDLERS: CommandHandlers = {
  'setup.rollOff': rollOff,
  'setup.chooseZone': chooseZone,
  'setup.placeObjective': placeObjective,
  'setup.deployUnit': deployUnit,
  'setup.embarkUnit': embarkUnit,
  'setup.finishDeployment': finishDeployment,
  'strategy.roll': strategyRoll,
  'strategy.choose': strategyChoose,
  'action.declare': declareAction,
  'action.handOver': handOver,
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
  'withdrawal.move': withdrawalMove,
  'withdrawal.end': withdrawalEnd,
  ...ASSAULT_HANDLERS,
  'overwatch.fire': overwatchFire,
  'overwatch.pass': overwatchPass,
};

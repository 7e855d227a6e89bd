import {
  aircraftAttack,
  aircraftDisengage,
  aircraftFlak,
  aircraftJink,
  aircraftMission,
} from './missions';
import { aircraftCapStay, aircraftIntercept } from './combatAirPatrol';
import { aircraftLand, aircraftStay } from './landing';

/** 4.2: the aircraft commands and their rules. */
export const AIRCRAFT_HANDLERS = {
  'aircraft.mission': aircraftMission,
  'aircraft.flak': aircraftFlak,
  'aircraft.jink': aircraftJink,
  'aircraft.attack': aircraftAttack,
  'aircraft.disengage': aircraftDisengage,
  'aircraft.intercept': aircraftIntercept,
  'aircraft.capStay': aircraftCapStay,
  'aircraft.land': aircraftLand,
  'aircraft.stay': aircraftStay,
} as const;

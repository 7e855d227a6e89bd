import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { chargeMove } from '../1.12-assaults/charge';
import { comingOut } from './plantLeave';

/**
 * Seed 001 5.3.15 Kontrollzentrum: "Ork Einheiten im Zentrum können sich durch Messen vom Eingang
 * zurück auf den Tisch bewegen", read together with 1.12.3: a formation with units inside that
 * takes an engage action and declares an assault (1.12.2) may bring them out by its charge. Each
 * unit inside makes its charge move as an `assault.chargeMove` would, from its base centred on
 * the entrance (measured from there, as `plant.leave` measures a move), with every rule of the
 * charge: its speed as the charge's length, terrain, other units, the zones of control of units
 * other than the target's. It leaves the centre's list as it comes out; a unit that does not
 * charge stays inside.
 */

function asCharge(command: CommandOf<'plant.chargeOut'>): CommandOf<'assault.chargeMove'> {
  const { type: _type, ...move } = command;
  return { type: 'assault.chargeMove', ...move };
}

export const plantChargeOut: CommandHandler<CommandOf<'plant.chargeOut'>> = comingOut(
  chargeMove,
  asCharge,
);

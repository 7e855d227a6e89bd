import { forUnitsWith, forWeaponsWith, type Ability } from '../seam';

/**
 * 2.1.14: a sniper's attacks roll separately (their own to-hit roll: they are a weapon ability
 * of their own); the attacker chooses which unit in range and line of fire of the sniper each
 * hit goes to, and the target saves at -1. A sniper unit's shooting attacks are sniper attacks,
 * its assault attacks are not unless a weapon line says so (2.0 FAQ, 2.1.14 FAQ).
 */
export const sniper: Ability = {
  id: 'sniper',
  name: 'Sniper',
  section: '2.1.14',
  summary: 'The attacker picks which unit its hits strike, among those it can see; -1 to the save.',
  kind: 'unit',
  changes: {
    shootingWeaponAbilities: forUnitsWith('sniper', (_, abilities) => [...abilities, 'sniper']),
    hitEffect: forWeaponsWith('sniper', (_, effect) => ({
      ...effect,
      attackerChooses: true,
      saveModifiers: [
        ...effect.saveModifiers,
        { value: -1, reason: 'sniper hit', section: '2.1.14' },
      ],
    })),
  },
};

import { hasUnitAbility, type Ability } from '../seam';

/**
 * 2.1.15: each supreme commander in the army lets its player re-roll one failed initiative test
 * (action or rally test, FAQ) per turn. One off the table helps only its own formation (2.1
 * FAQ). Supreme commanders also count as leaders (leaders.ts) and commanders (commanders.ts:
 * they may lead a combined assault, 2.1.2).
 */
export const supremeCommanders: Ability = {
  id: 'supreme-commander',
  name: 'Supreme commander',
  section: '2.1.15',
  summary:
    'A commander and leader; the army may re-roll one failed action or rally test per turn for each.',
  kind: 'unit',
  changes: {
    isSupremeCommander: ({ sheet }, is) => is || hasUnitAbility(sheet, 'supreme-commander'),
    initiativeRerolls: ({ state, formation }, n) => {
      let count = n;
      for (const unit of Object.values(state.units)) {
        if (unit.side !== formation.side || unit.status === 'destroyed') continue;
        if (unit.status === 'reserve' && unit.formationId !== formation.id) continue;
        const sheet = state.datasheets[unit.datasheetId];
        if (sheet && hasUnitAbility(sheet, 'supreme-commander')) count++;
      }
      return count;
    },
  },
};

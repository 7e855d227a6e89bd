import { hasUnitAbility, type Ability } from '../seam';

/**
 * 2.1.5: +1 to the assault result for each inspiring unit involved in the assault that survives
 * it. The rule passes the side's directly engaged units still alive (supporting formations are
 * not involved, 2.1.5 FAQ).
 */
export const inspiring: Ability = {
  id: 'inspiring',
  name: 'Inspiring',
  section: '2.1.5',
  summary: '+1 to its side’s assault result while it is involved in the assault and survives.',
  kind: 'unit',
  changes: {
    assaultResultBonus: ({ state, involvedUnitIds }, bonuses) => {
      const n = involvedUnitIds.filter((id) => {
        const unit = state.units[id];
        const sheet = unit ? state.datasheets[unit.datasheetId] : undefined;
        return sheet !== undefined && hasUnitAbility(sheet, 'inspiring');
      }).length;
      return n > 0
        ? [...bonuses, { value: n, reason: `${n} inspiring unit(s) involved`, section: '2.1.5' }]
        : bonuses;
    },
  },
};

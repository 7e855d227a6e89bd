import type { Ability } from '../seam';

export const invulnerableSave: Ability = {
  id: 'invulnerable-save',
  name: 'Invulnerable save',
  section: '2.1.6',
  summary: 'A second, unmodified save (6+ unless the datasheet says better) after a failed one.',
  kind: 'unit',
  changes: {
    invulnerableSave: ({ sheet }, save) => {
      const inv = sheet.abilities.find((a) => a.id === 'invulnerable-save');
      return inv?.id === 'invulnerable-save' ? inv.save : save;
    },
  },
};

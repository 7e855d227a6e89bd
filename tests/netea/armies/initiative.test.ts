import { describe, expect, it } from 'vitest';
import { bundledList, type ImportedList } from '../../../engine/netea/armies';

/**
 * Initiative per formation from the lists' "Strategy Rating & Initiative" statements (1.2.2),
 * on the bundled lists: the general statement, aircraft statements (aircraft formations only)
 * and statements naming kinds of formation.
 */
const initiative = (id: string, formation: string) => {
  const list = bundledList(id) as ImportedList;
  return list.formations.find((f) => f.name === formation)?.initiative;
};

describe('initiative of formations', () => {
  it.each([
    // Codex Astartes: Space Marine and Titan Legion formations 1+, Imperial Navy aircraft 2+;
    // the Thunderhawk is a Space Marine war engine, not a navy aircraft.
    ['space-marines-ea', 'Tactical', 1],
    ['space-marines-ea', 'Thunderhawk', 1],
    ['space-marines-ea', 'Warlord Battle Titan', 1],
    ['space-marines-ea', 'Thunderbolt Fighter Formation', 2],
    // Steel Legion: Imperial Guard 2+, Titan Legion 1+.
    ['imperial-guard-steel-legion-ea', 'Infantry Company', 2],
    ['imperial-guard-steel-legion-ea', 'Reaver Battle Titan', 1],
    // Biel-Tan: Avatars, Aspect Warriors, Revenants, Phantom and Warlock Titans 1+, others 2+.
    ['eldar-biel-tan-ea', 'Avatar', 1],
    ['eldar-biel-tan-ea', 'Aspect Warrior Warhost', 1],
    ['eldar-biel-tan-ea', 'Guardian Warhost', 2],
    ['eldar-biel-tan-ea', 'Phantom Titan', 1],
    // Necrons: aircraft 2+, all others 1+.
    ['necrons-ea', 'Harvester Squadron', 2],
    ['necrons-ea', 'Warrior Phalanx', 1],
    // One statement for the whole army.
    ['orks-ghazghkull-thraka-s-war-horde-ea', 'Warband', 3],
    ['tyranids-ea', 'Assault Swarm', 2],
  ] as const)('%s: %s has initiative %i+', (id, formation, value) => {
    expect(initiative(id, formation)).toBe(value);
  });
});

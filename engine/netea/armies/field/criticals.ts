import type { CriticalHit, UnitDatasheet } from '../../data';

/**
 * A list's critical hit name (3.2.3) in the engine's critical vocabulary
 * (engine/netea/data/schema/criticalHit.ts). The bundled lists keep only the name, never the
 * effect's wording, so only names that say the effect themselves are read; any other is kept
 * with a 'not enforced' summary (the war engine still loses the point of damage, 3.2.3).
 */
export interface FieldedCritical {
  readonly criticalHit: CriticalHit;
  /** False when the effect is only named, not played. */
  readonly enforced: boolean;
}

export function criticalFor(
  name: string,
  equivalent: UnitDatasheet | undefined,
  unitName = '',
): FieldedCritical {
  if (equivalent?.criticalHit) return { criticalHit: equivalent.criticalHit, enforced: true };
  const n = name.trim().toLowerCase().replace(/[’‘`]/g, "'");
  if (n === 'crash') {
    return {
      criticalHit: {
        effect: { kind: 'destroyed', transported: 'destroyed' },
        summary: 'Crash: the war engine and every unit it carries are destroyed (3.2.3).',
      },
      enforced: true,
    };
  }
  if (n === 'reactor damage' || n === 'reactor breach') {
    // The lists' reactor: a D6 per breach each end phase, 1 explodes, 2-3 a point of damage,
    // 4-6 repaired; the blast hits within 5cm on 4+ (Warlord, Banelord, the Breach of the
    // Imperator and Warmonger) or 5+ (Reaver, Ravager).
    const hitsOn = n === 'reactor breach' || /warlord|banelord/i.test(unitName) ? 4 : 5;
    return {
      criticalHit: {
        effect: {
          kind: 'reactor',
          destroyedOn: [1],
          damageOn: [2, 3],
          explosion: { radius: 5, hitsOn },
        },
        summary:
          `${name}: each end phase roll a D6 per breach, 1 the reactor explodes (destroyed, ` +
          `units within 5cm hit on ${hitsOn}+), 2-3 one more point of damage, 4-6 repaired (3.2.3).`,
      },
      enforced: true,
    };
  }
  if (n === 'destroyed') {
    return {
      criticalHit: {
        // 1.7.5: units on board a destroyed transport take a save; the list prints nothing else.
        effect: { kind: 'destroyed', transported: 'save' },
        summary: 'Destroyed: the war engine is destroyed outright (3.2.3).',
      },
      enforced: true,
    };
  }
  if (n === 'banished') {
    // The Greater Daemons' Banished: destroyed. Its second clause drags summoned daemonic units
    // within 5cm back on a 6; the engine summons no units (Daemonic Focus, Summoned Units are not
    // played), so no unit on the table is ever one of them.
    return {
      criticalHit: {
        effect: { kind: 'destroyed', transported: 'save' },
        summary: 'Banished: the Greater Daemon is destroyed, banished to the warp (3.2.3).',
      },
      enforced: true,
    };
  }
  if (n === 'explosion' || n === 'massive explosion' || n === "c'tan") {
    // The lists' explosions: destroyed, and every unit within 5cm is hit on a 6 (Explosion) or
    // takes a macro-weapon hit on 4+ (Massive Explosion, the Necron Pylon; the C'Tan's critical
    // prints the same: destroyed, units within 5cm take a macro-weapon hit on 4+).
    const massive = n !== 'explosion';
    return {
      criticalHit: {
        effect: {
          kind: 'destroyed',
          transported: 'save',
          explosion: {
            radius: 5,
            hitsOn: massive ? 4 : 6,
            ...(massive ? { macroWeapon: true } : {}),
          },
        },
        summary: massive
          ? `${name}: the war engine is destroyed and every unit within 5cm takes a macro-weapon hit on 4+ (3.2.3).`
          : `${name}: the war engine is destroyed and every unit within 5cm is hit on a 6 (3.2.3).`,
      },
      enforced: true,
    };
  }
  if (n === 'wounded') {
    // The Tyranids' Wounded: a D6 on its chart: 1 every other unit in base contact takes a
    // macro-weapon attack on 6+; 2-5 it loses a point of damage capacity; 6 a Dominatrix loses
    // D3 more, a Hierophant or Hydraphant is slain outright.
    const dominatrix = /dominatrix/i.test(unitName);
    return {
      criticalHit: {
        effect: {
          kind: 'chart',
          outcomes: [
            { faces: [1], outcome: { kind: 'contact-attack', hitsOn: 6, macroWeapon: true } },
            { faces: [2, 3, 4, 5], outcome: { kind: 'extra-damage', amount: 1 } },
            {
              faces: [6],
              outcome: dominatrix
                ? { kind: 'extra-damage', amount: { dice: 1, sides: 3 } }
                : { kind: 'destroyed', transported: 'save' },
            },
          ],
        },
        summary:
          `${name}: roll a D6: 1 every other unit in base contact takes a macro-weapon hit on 6+, ` +
          `2-5 one more point of damage, 6 ${dominatrix ? 'D3 more points of damage' : 'slain outright'} (3.2.3).`,
      },
      enforced: true,
    };
  }
  if (n === 'fire') {
    return {
      criticalHit: {
        // The Ork fire of seed 001 5.5 (Gargant datasheet): 1 spreads, 5-6 puts out, 1 damage each.
        effect: { kind: 'fire', spreadsOn: [1], extinguishedOn: [5, 6], damagePerFire: 1 },
        summary:
          'Fire: each end phase roll a D6 per fire, 1 starts another, 5-6 puts it out, each fire ' +
          'still burning does one point of damage (seed 001 5.5).',
      },
      enforced: true,
    };
  }
  return {
    criticalHit: {
      effect: { kind: 'other' },
      summary: `${name}: this critical effect of the army list is not enforced yet; the war engine only loses the point of damage (3.2.3).`,
    },
    enforced: false,
  };
}

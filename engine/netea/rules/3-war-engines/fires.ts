import type { Dice } from '../../../kernel/dice';
import type { GameEvent } from '../../events';
import type { GameState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import { checkBreak, placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { damageWarEngine } from './damage';
import { explodeAround } from './blastLosses';
import { rollReactors } from './reactor';
import { repairVoidShields } from './shields';

/**
 * 3.2.3, in the end phase: a D6 for each fire burning on a war engine, read by its datasheet's
 * fire effect: faces that put it out, faces that spread it (another fire), and each fire left
 * burning does its damage. Damage points place Blast markers (3.2.4 FAQ) and roll critical
 * checks; a fire started now (spread, or by a critical from this damage) is first rolled for in
 * the next end phase (3.2.3 FAQ). A formation the markers take to its break point breaks.
 */
export function burnFires(state: GameState, dice: Dice, events: GameEvent[]): GameState {
  let s = state;
  for (const start of Object.values(state.units)) {
    const burning = start.fires ?? 0;
    if (burning === 0 || start.status === 'destroyed') continue;
    const sheet = datasheetOf(s, start);
    const effect = sheet.criticalHit?.effect;
    if (effect?.kind !== 'fire') continue;
    let out = 0;
    let spread = 0;
    let markers = 0;
    for (let i = 0; i < burning; i++) {
      const unit = s.units[start.id];
      if (!unit || unit.status === 'destroyed') break;
      const [face = 0] = dice.d6(1, {
        purpose: `fire ${i + 1} of ${burning} on ${sheet.name}`,
        section: '3.2.3',
        formationId: unit.formationId,
        unitId: unit.id,
      });
      if (effect.extinguishedOn.includes(face)) {
        out++;
        events.push({
          type: 'war-engine/fire',
          unitId: unit.id,
          outcome: 'put-out',
          fires: burning - out + spread,
          section: '3.2.3',
        });
        continue;
      }
      if (effect.spreadsOn.includes(face)) {
        spread++;
        events.push({
          type: 'war-engine/fire',
          unitId: unit.id,
          outcome: 'spreads',
          fires: burning - out + spread,
          section: '3.2.3',
        });
      }
      const d = damageWarEngine(s, dice, unit.id, effect.damagePerFire, {
        cause: 'fire',
        section: '3.2.3',
      });
      s = d.state;
      events.push(...d.events);
      markers += d.lost + d.extraBlastMarkers;
      s = explodeAround(s, dice, d, events);
    }
    const now = s.units[start.id];
    if (now && now.status !== 'destroyed') {
      const fires = Math.max(0, (now.fires ?? 0) - out + spread);
      s = { ...s, units: { ...s.units, [now.id]: { ...now, fires } } };
    }
    const placed = placeAttackBlastMarkers(s, dice, start.formationId, markers, {
      reason: 'damage from fire',
      section: '3.2.4',
    });
    s = placed.state;
    events.push(...placed.events);
    const broke = checkBreak(s, start.formationId);
    s = broke.state;
    events.push(...broke.events);
  }
  return s;
}

/** What war engines do at the start of the end phase, before the rallies: fires burn and
 * reactor breaches are rolled for (3.2.3), then a downed void shield comes back on each
 * (shields.ts). */
export function warEngineEndPhase(state: GameState, dice: Dice, events: GameEvent[]): GameState {
  return repairVoidShields(rollReactors(burnFires(state, dice, events), dice, events), events);
}

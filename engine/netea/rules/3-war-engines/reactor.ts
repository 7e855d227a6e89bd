import type { Dice } from '../../../kernel/dice';
import type { GameEvent } from '../../events';
import type { GameState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import { lossPlacesBlastMarker } from '../1.3-blast-markers/blastMarkers';
import { checkBreak, placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { placedUnit, type Placed } from '../1.9-shooting/geometry';
import { destroyUnit, hitEffect, passengerSaveOptions, rollSave } from '../1.9-shooting/saves';
import { explode, explodeAround } from './blastLosses';
import { startingCapacity } from './capacity';
import { damageWarEngine } from './damage';

/** Places Blast markers on a formation and breaks it if that is its break point (3.2.4). */
function markers(
  state: GameState,
  dice: Dice,
  formationId: string,
  count: number,
  reason: string,
  events: GameEvent[],
): GameState {
  const placed = placeAttackBlastMarkers(state, dice, formationId, count, {
    reason,
    section: '3.2.4',
  });
  events.push(...placed.events);
  const broke = checkBreak(placed.state, formationId);
  events.push(...broke.events);
  return broke.state;
}

/** 1.7.5: units aboard a war engine its reactor destroys save as for a destroyed transport. */
function unloadWreck(state: GameState, dice: Dice, source: Placed, events: GameEvent[]) {
  let s = state;
  const lost: Record<string, number> = {};
  for (const p of Object.values(state.units)) {
    if (p.transportedBy !== source.unit.id || p.status !== 'embarked') continue;
    const saved = rollSave(
      dice,
      p,
      passengerSaveOptions(datasheetOf(s, p), hitEffect('AP', []), false),
    );
    if (saved) {
      s = {
        ...s,
        units: {
          ...s.units,
          [p.id]: { ...p, status: 'deployed', position: source.unit.position, transportedBy: null },
        },
      };
      events.push({
        type: 'shooting/passenger-placed',
        unitId: p.id,
        transportId: source.unit.id,
        section: '1.7.5',
      });
      continue;
    }
    s = destroyUnit(s, p.id);
    events.push({
      type: 'shooting/unit-destroyed',
      unitId: p.id,
      formationId: p.formationId,
      cause: 'transport-destroyed',
      section: '1.7.5',
    });
    if (lossPlacesBlastMarker(s, p)) lost[p.formationId] = (lost[p.formationId] ?? 0) + 1;
  }
  for (const [fid, n] of Object.entries(lost))
    s = markers(s, dice, fid, n, 'transported units lost', events);
  return s;
}

/**
 * 3.2.3, in the end phase: a D6 for each reactor breach a war engine's critical hits opened,
 * read by its datasheet's reactor effect: it explodes (the war engine is destroyed, 3.2.4: its
 * formation takes the capacity it had left as Blast markers, and units nearby are hit), leaks
 * (one more point of damage, with its Blast marker and critical check, 3.2.4 FAQ) or is
 * repaired. A breach a critical opens now is first rolled for in the next end phase (3.2.3 FAQ).
 */
export function rollReactors(state: GameState, dice: Dice, events: GameEvent[]): GameState {
  let s = state;
  for (const start of Object.values(state.units)) {
    const open = start.reactorBreaches ?? 0;
    if (open === 0 || start.status === 'destroyed') continue;
    const sheet = datasheetOf(s, start);
    const effect = sheet.criticalHit?.effect;
    if (effect?.kind !== 'reactor') continue;
    for (let i = 0; i < open; i++) {
      const unit = s.units[start.id];
      if (!unit || unit.status === 'destroyed') break;
      const [face = 0] = dice.d6(1, {
        purpose: `reactor breach ${i + 1} of ${open} on ${sheet.name}`,
        section: '3.2.3',
        formationId: unit.formationId,
        unitId: unit.id,
      });
      const breaches = unit.reactorBreaches ?? 0;
      if (effect.destroyedOn.includes(face)) {
        const placed = placedUnit(s, unit.id);
        events.push({
          type: 'war-engine/reactor',
          unitId: unit.id,
          outcome: 'explodes',
          breaches: 0,
          section: '3.2.3',
        });
        const left = startingCapacity(sheet) - unit.damage;
        s = destroyUnit(s, unit.id);
        events.push({
          type: 'shooting/unit-destroyed',
          unitId: unit.id,
          formationId: unit.formationId,
          cause: 'critical-hit',
          section: '3.2.3',
        });
        s = markers(
          s,
          dice,
          unit.formationId,
          left,
          'war engine destroyed by a critical hit',
          events,
        );
        if (placed) {
          s = unloadWreck(s, dice, placed, events);
          s = explode(s, dice, placed, effect.explosion, 'reactor', events);
        }
        break;
      }
      if (effect.damageOn.includes(face)) {
        events.push({
          type: 'war-engine/reactor',
          unitId: unit.id,
          outcome: 'leaks',
          breaches,
          section: '3.2.3',
        });
        const d = damageWarEngine(s, dice, unit.id, 1, {
          cause: 'reactor breach',
          section: '3.2.3',
        });
        s = d.state;
        events.push(...d.events);
        s = markers(
          s,
          dice,
          unit.formationId,
          d.lost + d.extraBlastMarkers,
          'damage from a reactor breach',
          events,
        );
        const wreck = d.destroyed ? placedUnit(state, unit.id) : null;
        if (wreck) s = unloadWreck(s, dice, wreck, events);
        s = explodeAround(s, dice, d, events);
        continue;
      }
      s = {
        ...s,
        units: { ...s.units, [unit.id]: { ...unit, reactorBreaches: breaches - 1 } },
      };
      events.push({
        type: 'war-engine/reactor',
        unitId: unit.id,
        outcome: 'repaired',
        breaches: breaches - 1,
        section: '3.2.3',
      });
    }
  }
  return s;
}

import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { pendingDecision, startChart } from '../../engine/netea/flow/game';
import type { FormationSpec } from '../fixtures/shootingGame';
import { plantGame, PUMP, TANK } from '../fixtures/plantGame';
import { declare, eventsOf, go, refusalOf } from './helpers';

/**
 * Seed 001 5.3.15 Kontrollzentrum, "Ork Einheiten im Zentrum können sich durch Messen vom
 * Eingang zurück auf den Tisch bewegen", with 1.12.3: a formation with units inside that takes
 * an engage action brings them out by its charge, measured from the entrance (180, 180).
 */

const ENTRANCE = { x: 180, y: 180 };
const FORCES: FormationSpec[] = [
  {
    id: 'boyz',
    side: 1,
    units: [
      { id: 'boyz-u1', sheet: 'test-ork-boyz', x: 180, y: 184 },
      { id: 'boyz-u2', sheet: 'test-ork-boyz', x: 184, y: 182 },
    ],
  },
  // The target: a Space Marine unit 15cm north of the entrance.
  { id: 'guard', side: 0, units: [{ id: 'guard-u1', sheet: 'sm-tactical', x: 180, y: 165 }] },
  {
    id: 'works',
    side: 0,
    units: [
      { id: 'works-u1', sheet: TANK, x: 220, y: 220 },
      { id: 'works-u2', sheet: PUMP, x: 240, y: 200 },
    ],
  },
];

function fresh(): GameState {
  const s = plantGame(FORCES, {}, { active: 1 });
  return { ...s, plant: { ...s.plant!, centre: { entrance: ENTRANCE, hits: 0, inside: [] } } };
}

/** The Orks' next action phase: every formation ready again, the units and the plant kept. */
function later(s: GameState): GameState {
  return {
    ...s,
    turn: s.turn + 1,
    turnState: fresh().turnState,
    formations: Object.fromEntries(
      Object.entries(s.formations).map(([id, f]) => [id, { ...f, activated: false }]),
    ),
  };
}

const storm = (unitIds: string[]): Command => ({
  type: 'plant.storm',
  side: 1,
  formationId: 'boyz',
  unitIds,
  attackWith: 'cc',
});
const chargeOut = (unitId: string, x: number, y: number): Command => ({
  type: 'plant.chargeOut',
  side: 1,
  unitId,
  path: [{ x, y }],
});
const assaultOnGuard: Command = { type: 'assault.declare', side: 1, targetFormationId: 'guard' };

/** Turn 1: the whole of the Boyz go in (a miss and a hit); turn 2 they engage the guard. */
function charging(): GameState {
  const inside = go(
    go(fresh(), declare(1, 'boyz', 'engage'), 6).state,
    storm(['boyz-u1', 'boyz-u2']),
    3,
    4,
  );
  const engaged = go(later(inside.state), declare(1, 'boyz', 'engage'), 6).state;
  return go(engaged, assaultOnGuard).state;
}

describe('5.3.15 Kontrollzentrum: out of the centre by a charge, measured from the entrance', () => {
  it('5.3.15, 1.12.3: the charge of the units inside is offered while the formation charges', () => {
    const s = charging();
    expect(s.plant?.centre?.inside).toEqual(['boyz-u1', 'boyz-u2']);
    expect(pendingDecision(startChart(s)).commands).toContain('plant.chargeOut');
  });

  it('5.3.15, 1.12.3: a unit inside charges out from the entrance, up to its speed (15cm), and leaves the centre', () => {
    const s = charging();
    // 20cm from the entrance is more than the Boyz's 15cm charge.
    const tooFar = refusalOf(s, chargeOut('boyz-u1', 160, 180));
    expect([tooFar?.code, tooFar?.section]).toEqual(['move/too-far', '1.7']);
    // Into the guard's zone of control it must go on into base contact (1.12.3).
    expect(refusalOf(s, chargeOut('boyz-u1', 180, 168))?.code).toBe('move/charge-nearest');
    // 12.4cm north of the entrance: base to base with guard-u1 (its 4cm width across the way).
    const out = go(s, chargeOut('boyz-u1', 180, 167.6));
    expect(out.state.units['boyz-u1']).toMatchObject({
      status: 'deployed',
      position: { x: 180, y: 167.6 },
    });
    expect(out.state.plant?.centre?.inside).toEqual(['boyz-u2']);
    expect(eventsOf(out.events, 'plant/centre-left')).toEqual([
      { type: 'plant/centre-left', unitId: 'boyz-u1', section: 'seed 001 5.3.15' },
    ]);
    expect(eventsOf(out.events, 'move/unit-moved')[0]).toMatchObject({
      from: ENTRANCE,
      to: { x: 180, y: 167.6 },
    });
    // It charges once; the unit that stays inside stays there when the charge ends.
    expect(refusalOf(out.state, chargeOut('boyz-u1', 180, 170))?.code).toBe('plant/not-inside');
    const ended = go(out.state, { type: 'assault.endCharge', side: 1 }).state;
    expect(ended.plant?.centre?.inside).toEqual(['boyz-u2']);
    expect(ended.units['boyz-u2']).toMatchObject({ status: 'reserve', position: null });
    // boyz-u1 ended in base contact with the guard: the assault goes on (1.12.3).
    expect(ended.turnState.assault?.step).toBe('counter-charge');
  });

  it('5.3.15: only units inside charge out, and only in the charge of their formation\u2019s assault', () => {
    const inside = go(
      go(fresh(), declare(1, 'boyz', 'engage'), 6).state,
      storm(['boyz-u1']),
      4,
    ).state;
    // boyz-u2 is on the table: its charge is an assault.chargeMove, not from the entrance.
    const engaged = go(later(inside), declare(1, 'boyz', 'engage'), 6).state;
    const declared = go(engaged, assaultOnGuard).state;
    expect(refusalOf(declared, chargeOut('boyz-u2', 180, 170))?.code).toBe('plant/not-inside');
    // Before the target is named there is no charge yet; nor in an advance.
    expect(refusalOf(engaged, chargeOut('boyz-u1', 180, 170))?.code).toBe('assault/not-now');
    const advancing = go(later(inside), declare(1, 'boyz', 'advance'), 6).state;
    expect(refusalOf(advancing, chargeOut('boyz-u1', 180, 170))?.code).toBe('assault/not-now');
    expect(pendingDecision(startChart(advancing)).commands).not.toContain('plant.chargeOut');
    // A formation with none inside is offered no charge out.
    const none = go(go(fresh(), declare(1, 'boyz', 'engage'), 6).state, assaultOnGuard).state;
    expect(pendingDecision(startChart(none)).commands).not.toContain('plant.chargeOut');
  });
});

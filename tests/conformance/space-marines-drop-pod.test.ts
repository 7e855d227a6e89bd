import { describe, expect, it } from 'vitest';
import type { CommandOf } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import { shapeDistance } from '../../engine/kernel/geometry';
import { unitShape } from '../../engine/netea/rules/1.2-formations/battlefield';
import {
  disembarkDecision,
  proposedDisembark,
} from '../../engine/netea/rules/4.3-4.4-spacecraft/planetfallDisembark';
import { DROP_POD_SECTION } from '../../engine/netea/rules/4.3-4.4-spacecraft/dropPods';
import { strength } from '../../engine/netea/rules/6.1-tournament/goals';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { withAbilities } from '../fixtures/specialists';
import { landPods, podsDue } from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';
import { withSheet } from './entryHelpers';
import { eventsOf, go, refusalOf } from './helpers';

/**
 * The Space Marine list's Drop Pod rule (the catalogue's rule "Drop Pod"), with planetfall (4.4)
 * and the 4.3.2 FAQ's order: once the pod has landed its Deathwind (15cm AP5+/AT5+) attacks
 * every enemy unit within 15cm; each formation attacked gets a Blast marker for coming under fire
 * and one per casualty; then the units it carries must get out within 5cm of the pod or of a unit
 * already out, all within 15cm of the pod; then the pod is removed.
 *
 * The state: side 0's 'pods' off the table, its drop zone at (90, 60); p1 is a drop pod (the
 * bundled Rhino's base and two places, with Deathwind), p2 a plain planetfall transport; the
 * Tacticals m1, m2 ride in p1. Side 1's Ork Boyz 'near': n1 within reach of where p1 lands, n2
 * just beyond it.
 */
const DEATHWIND_POD = withAbilities(
  'sm-rhino',
  'test-deathwind-pod',
  [{ id: 'planetfall' }, { id: 'drop-pod' }],
  {
    weapons: [
      {
        name: 'Deathwind',
        count: 1,
        modes: [
          {
            range: { kind: 'cm', cm: 15 },
            firepower: [
              { type: 'AP', toHit: 5 },
              { type: 'AT', toHit: 5 },
            ],
            arc: 'all',
            abilities: [],
          },
        ],
      },
    ],
  },
);

function podsNearOrks(): GameState {
  const s = podsDue({ x: 90, y: 60 }, [
    {
      id: 'near',
      side: 1,
      units: [
        { id: 'n1', sheet: ORK_BOYZ.id, x: 90, y: 72 },
        { id: 'n2', sheet: ORK_BOYZ.id, x: 90, y: 79 },
      ],
    },
  ]);
  return withSheet(s, DEATHWIND_POD, ['p1']);
}

// Test 6; p1 placed at (88, 60) scatters 0° 2cm to (90, 60); p2 placed at (82, 50) scatters
// 90° 6cm to (82, 56).
const LANDING = [6, 1, 1, 1, 1, 2, 4, 3, 3];
const operate = (disembark?: 'decide' | 'stay'): CommandOf<'spacecraft.operate'> => ({
  ...landPods({ x: 88, y: 60 }, { x: 82, y: 50 }),
  ...(disembark ? { disembark } : {}),
});
const getOut = (
  placements: { unitId: string; x: number; y: number; facing?: number }[],
): CommandOf<'planetfall.disembark'> => ({
  type: 'planetfall.disembark',
  side: 0,
  formationId: 'pods',
  placements: placements.map((p) => ({
    unitId: p.unitId,
    position: { x: p.x, y: p.y },
    facing: p.facing ?? 90,
  })),
});

type Attack = Extract<GameEvent, { type: 'drop-pod/attack' }>;
type Markers = Extract<GameEvent, { type: 'blast/markers-placed' }>;
const gap = (s: GameState, a: string, b: string) =>
  shapeDistance(unitShape(s, s.units[a]!)!, unitShape(s, s.units[b]!)!);

describe('Space Marines: Drop Pod (4.4 planetfall, 4.3.2 FAQ step 2)', () => {
  it('the Deathwind attacks every enemy unit within 15cm, not one 16cm away; a hit (5+) and a failed save: one Blast marker for coming under fire, one for the casualty', () => {
    const s = podsNearOrks();
    // Deathwind at n1: 5 hits (AP5+ at infantry); its armour save 6+: 2 fails.
    const landed = go(s, operate(), ...LANDING, 5, 2);
    const pod = landed.state.units.p1!;
    expect(pod.position).toEqual({ x: 90, y: 60 });
    expect(gap(landed.state, 'p1', 'n2')).toBeGreaterThan(15);
    expect(gap(landed.state, 'p1', 'n2')).toBeLessThan(16.5);
    const [attack] = eventsOf(landed.events, 'drop-pod/attack') as Attack[];
    expect(attack).toMatchObject({
      unitId: 'p1',
      weapon: 'Deathwind',
      targetIds: ['n1'],
      attacked: ['near'],
      section: DROP_POD_SECTION,
    });
    const hit = landed.events.find(
      (e) => e.type === 'dice/rolled' && e.purpose.startsWith('drop pod attack: Deathwind'),
    );
    expect(hit).toMatchObject({ results: [5], needed: 5, successes: 1 });
    expect(landed.state.units.n1?.status).toBe('destroyed');
    expect(landed.state.units.n2?.status).toBe('deployed');
    const markers = eventsOf(landed.events, 'blast/markers-placed') as Markers[];
    expect(markers.map((m) => [m.formationId, m.count, m.reason])).toEqual([
      ['near', 1, 'came under fire'],
      ['near', 1, 'casualties'],
    ]);
    expect(landed.state.formations.near?.blastMarkers).toBe(2);
  });

  it('a miss (4) places only the Blast marker for coming under fire', () => {
    const landed = go(podsNearOrks(), operate(), ...LANDING, 4);
    expect(landed.state.units.n1?.status).toBe('deployed');
    const markers = eventsOf(landed.events, 'blast/markers-placed') as Markers[];
    expect(markers.map((m) => [m.formationId, m.count])).toEqual([['near', 1]]);
    expect(landed.state.formations.near?.blastMarkers).toBe(1);
  });

  it('the cargo must get out, even when the operation says stay aboard; refused when a unit stays in', () => {
    const landed = go(podsNearOrks(), operate('stay'), ...LANDING, 4);
    expect(disembarkDecision(landed.state)).toEqual({
      side: 0,
      formationId: 'pods',
      transportIds: ['p1'],
    });
    expect(refusalOf(landed.state, getOut([]))).toMatchObject({
      code: 'drop-pod/all-out',
      section: DROP_POD_SECTION,
    });
    expect(refusalOf(landed.state, getOut([{ unitId: 'm1', x: 96, y: 60 }]))).toMatchObject({
      code: 'drop-pod/all-out',
    });
  });

  it('getting out: within 5cm of the pod or of a unit already out (a chain), never beyond 15cm of the pod; refusals name the limit', () => {
    const landed = go(podsNearOrks(), operate('decide'), ...LANDING, 4);
    // m2 is more than 5cm from the pod and from m1: not chained.
    const unchained = getOut([
      { unitId: 'm1', x: 86, y: 60 },
      { unitId: 'm2', x: 100, y: 60 },
    ]);
    expect(refusalOf(landed.state, unchained)).toMatchObject({
      code: 'drop-pod/not-chained',
      section: DROP_POD_SECTION,
    });
    expect(refusalOf(landed.state, unchained)?.message).toContain('within 5cm');
    // Beyond 15cm of the pod (its base turned end on: 15.75cm away), chained or not.
    const far = getOut([
      { unitId: 'm1', x: 96, y: 60 },
      { unitId: 'm2', x: 107, y: 60, facing: 0 },
    ]);
    expect(refusalOf(landed.state, far)).toMatchObject({
      code: 'drop-pod/too-far',
      section: DROP_POD_SECTION,
    });
    expect(refusalOf(landed.state, far)?.message).toContain('within 15cm');
    // m1 within 5cm of the pod, m2 within 5cm of m1 only: accepted.
    const chain = getOut([
      { unitId: 'm1', x: 96, y: 60 },
      { unitId: 'm2', x: 100.5, y: 60 },
    ]);
    expect(refusalOf(landed.state, chain)).toBeNull();
    const podShape = unitShape(landed.state, landed.state.units.p1!)!;
    const done = go(landed.state, chain);
    expect(done.state.units.m2).toMatchObject({
      status: 'deployed',
      position: { x: 100.5, y: 60 },
    });
    expect(gap(done.state, 'm2', 'm1')).toBeLessThanOrEqual(5);
    expect(gap(landed.state, 'p1', 'n1')).toBeGreaterThan(5);
    expect(shapeDistance(unitShape(done.state, done.state.units.m2!)!, podShape)).toBeGreaterThan(
      5,
    );
  });

  it('then the pod is removed: gone from the table and its formation, not destroyed (6.1.7 strength counts only the units left)', () => {
    const landed = go(podsNearOrks(), operate('decide'), ...LANDING, 4);
    const done = go(
      landed.state,
      getOut([
        { unitId: 'm1', x: 96, y: 60 },
        { unitId: 'm2', x: 100.5, y: 60 },
      ]),
    );
    expect(done.state.units.p1).toBeUndefined();
    expect(done.state.formations.pods?.unitIds).toEqual(['p2', 'm1', 'm2']);
    expect(eventsOf(done.events, 'drop-pod/removed')).toEqual([
      { type: 'drop-pod/removed', formationId: 'pods', unitIds: ['p1'], section: DROP_POD_SECTION },
    ]);
    expect(strength(done.state, done.state.formations.pods!)).toEqual({ now: 3, full: 3 });
    // The operation is over; the plain planetfall transport p2 stays on the table.
    expect(done.state.units.p2?.status).toBe('deployed');
    expect(done.state.spacecraft?.[0]).toMatchObject({ done: true });
  });

  it('4.3.2 FAQ step 3: a formation the pod attacked is checked for breaking once the landing is over', () => {
    // n1 destroyed: 'near' has one unit left and two Blast markers.
    const landed = go(podsNearOrks(), operate('decide'), ...LANDING, 5, 2);
    expect(landed.state.formations.near?.broken).toBe(false);
    const done = go(
      landed.state,
      getOut([
        { unitId: 'm1', x: 96, y: 60 },
        { unitId: 'm2', x: 100.5, y: 60 },
      ]),
    );
    expect(done.state.formations.near?.broken).toBe(true);
  });

  it("the AI's proposal (and the page's) gets everyone out where the rule allows", () => {
    const landed = go(podsNearOrks(), operate('decide'), ...LANDING, 4);
    const proposal = proposedDisembark(landed.state, 0)!;
    expect(proposal.placements.map((p) => p.unitId).sort()).toEqual(['m1', 'm2']);
    expect(refusalOf(landed.state, proposal)).toBeNull();
    const done = go(landed.state, proposal);
    expect(done.state.units.p1).toBeUndefined();
    for (const id of ['m1', 'm2']) expect(done.state.units[id]?.status).toBe('deployed');
  });

  it('units in a formation that is not an enemy, and enemies beyond 15cm, are never attacked; with none in reach no Blast marker is placed', () => {
    const s = podsDue({ x: 90, y: 60 }, [
      { id: 'far', side: 1, units: row('f', ORK_BOYZ.id, 2, 130, 60) },
    ]);
    const landed = go(withSheet(s, DEATHWIND_POD, ['p1']), operate(), ...LANDING);
    expect((eventsOf(landed.events, 'drop-pod/attack') as Attack[])[0]?.targetIds).toEqual([]);
    expect(eventsOf(landed.events, 'blast/markers-placed')).toEqual([]);
  });
});

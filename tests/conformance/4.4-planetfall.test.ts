import { describe, expect, it } from 'vitest';
import { canActivate } from '../../engine/netea/rules/1.2-formations/formations';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import type { TerrainFeature } from '../../engine/kernel/geometry';
import { eventsOf, go, goAll, refusalOf, rollsOf, withFormation } from './helpers';
import type { CommandOf } from '../../engine/netea/commands/schema';
import { shapeDistance } from '../../engine/kernel/geometry';
import { unitShape } from '../../engine/netea/rules/1.2-formations/battlefield';
import {
  disembarkDecision,
  proposedDisembark,
} from '../../engine/netea/rules/4.3-4.4-spacecraft/planetfallDisembark';
import { WE_TRANSPORT } from '../fixtures/warEngineTransport';
import { ORK_BOYZ, rect, row } from '../fixtures/shootingGame';
import { withAbilities } from '../fixtures/specialists';
import {
  DROP_POD,
  landPods,
  podsDue,
  settingUp,
  setUpShip,
} from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';
import { withSheet } from './entryHelpers';

type Landed = Extract<GameEvent, { type: 'planetfall/landed' }>;
const landed = (events: readonly GameEvent[]) => eventsOf(events, 'planetfall/landed') as Landed[];

const close = (a: { x: number; y: number } | null | undefined, x: number, y: number) => {
  expect(a?.x).toBeCloseTo(x, 5);
  expect(a?.y).toBeCloseTo(y, 5);
};

/** Set-up with side 0's drop pod formations 'pods' and 'pods2' (off the table). */
function podsAtSetUp(): GameState {
  const s = settingUp();
  const withPods = withSheet(
    {
      ...s,
      formations: {
        ...s.formations,
        pods: { ...s.formations.tac!, id: 'pods', name: 'pods', unitIds: ['p1', 'm1'] },
        pods2: { ...s.formations.tac!, id: 'pods2', name: 'pods2', unitIds: ['p2'] },
      },
      units: {
        ...s.units,
        p1: { ...s.units.t1!, id: 'p1', formationId: 'pods' },
        m1: { ...s.units.t1!, id: 'm1', formationId: 'pods' },
        p2: { ...s.units.t1!, id: 'p2', formationId: 'pods2' },
      },
    },
    DROP_POD,
    ['p1', 'p2'],
  );
  return withPods;
}

/** Terrain features as the state holds them. */
const onTable = (features: readonly TerrainFeature[]): GameState['terrain'] =>
  features.map((f) => ({ ...f, polygon: [...f.polygon] }));

describe('4.4 Planetfall', () => {
  it('4.3.1 FAQ: "Do all units with planetfall have to have the same drop zone?" No, one for each formation entering play via planetfall', () => {
    const s = podsAtSetUp();
    const plan = (dropZones: { formationId: string; position: { x: number; y: number } }[]) => ({
      ...setUpShip(2),
      plan: { bombardment: [], dropZones },
    });
    const set = go(
      s,
      plan([
        { formationId: 'pods', position: { x: 60, y: 60 } },
        { formationId: 'pods2', position: { x: 130, y: 80 } },
      ]),
    ).state;
    expect(set.plots).toEqual([
      { side: 0, kind: 'drop-zone', formationId: 'pods', position: { x: 60, y: 60 }, turn: 2 },
      { side: 0, kind: 'drop-zone', formationId: 'pods2', position: { x: 130, y: 80 }, turn: 2 },
    ]);
    expect(
      refusalOf(
        s,
        plan([
          { formationId: 'pods', position: { x: 60, y: 60 } },
          { formationId: 'pods', position: { x: 70, y: 60 } },
        ]),
      ),
    ).toMatchObject({ code: 'planetfall/one-drop-zone', section: '4.3.1' });
    // A formation without planetfall cannot be given a drop zone.
    expect(refusalOf(s, plan([{ formationId: 'tac', position: { x: 60, y: 60 } }]))).toMatchObject({
      code: 'planetfall/cannot-land',
      section: '4.4',
    });
  });

  it('4.4: each unit with planetfall is placed within 15cm of the drop zone and scatters 2D6cm in a random direction, its cargo aboard; the formation acts later in the turn', () => {
    const s = podsDue({ x: 90, y: 60 });
    expect(refusalOf(s, landPods({ x: 90, y: 60 }, { x: 90, y: 76 }))).toMatchObject({
      code: 'planetfall/too-far',
      section: '4.4',
    });
    expect(
      refusalOf(s, { type: 'spacecraft.operate', side: 0, formationId: 'ship' }),
    ).toMatchObject({ code: 'planetfall/every-formation' });
    // Test 6; p1: direction 1,1 (0°, along +x), distance 1+1; p2: direction 2,4 (90°, +y), 3+3.
    const done = go(s, landPods({ x: 90, y: 60 }, { x: 95, y: 60 }), 6, 1, 1, 1, 1, 2, 4, 3, 3);
    const [a, b] = landed(done.events);
    expect(a).toMatchObject({ unitId: 'p1', dropZone: { x: 90, y: 60 }, placed: { x: 90, y: 60 } });
    close(a?.at, 92, 60);
    close(b?.at, 95, 66);
    close(done.state.units.p1?.position, 92, 60);
    // The Tacticals ride in the first pod with room (a Rhino's two places).
    expect(done.state.units.m1).toMatchObject({ status: 'embarked', transportedBy: 'p1' });
    expect(done.state.units.m2).toMatchObject({ status: 'embarked', transportedBy: 'p1' });
    // The drop zone is revealed and gone from the secrets.
    expect(done.state.plots).toBeUndefined();
    const after = { ...done.state, turnState: { ...done.state.turnState, withdrawal: null } };
    expect(canActivate(after, after.formations.pods!)).toBe(true);
  });

  it('4.4: units entering play by planetfall are destroyed if they land off the table, with their cargo', () => {
    const s = podsDue({ x: 10, y: 60 });
    // p1 placed at (2, 60) scatters 180° (4,1) 12cm (6,6): off the table.
    const done = go(s, landPods({ x: 2, y: 60 }, { x: 10, y: 60 }), 6, 4, 1, 6, 6, 1, 1, 1, 1);
    expect(landed(done.events)[0]).toMatchObject({ unitId: 'p1', at: null });
    close(landed(done.events)[0]?.scattered, -10, 60);
    expect(done.state.units.p1?.status).toBe('destroyed');
    expect(done.state.units.m1?.status).toBe('destroyed');
    expect(done.state.units.m2?.status).toBe('destroyed');
    expect(done.state.units.p2?.status).toBe('deployed');
  });

  it('4.4: a unit landing on another unit, or in an enemy zone of control, is moved to the nearest clear ground', () => {
    // Side 0's Tactical t1 stands at (100, 20); p1 placed at (98, 20) scatters 2cm along +x
    // onto it.
    const s = podsDue({ x: 100, y: 30 });
    const done = go(s, landPods({ x: 98, y: 20 }, { x: 100, y: 40 }), 6, 1, 1, 1, 1, 1, 1, 1, 1);
    const first = landed(done.events)[0]!;
    close(first.scattered, 100, 20);
    expect(first.at).not.toBeNull();
    expect(Math.hypot(first.at!.x - 100, first.at!.y - 20)).toBeGreaterThan(1);
    expect(done.state.units.p1?.position).toEqual(first.at);
  });

  it('4.4: a unit landing on terrain dangerous for it is moved to the nearest clear ground, without a dangerous terrain test', () => {
    // Marsh (dangerous for vehicles) from x 85 to 100 round (92, 60), where p1 comes down.
    const s = {
      ...podsDue({ x: 90, y: 60 }),
      terrain: onTable([rect('bog', 'marsh', 85, 50, 100, 70, 0)]),
    };
    const done = go(s, landPods({ x: 90, y: 60 }, { x: 90, y: 46 }), 6, 1, 1, 1, 1, 1, 1, 1, 1);
    const first = landed(done.events)[0]!;
    close(first.scattered, 92, 60);
    // The nearest edge of the marsh is 8cm north or south, 7cm east: off it, not in it.
    const at = first.at!;
    expect(at.x < 85 || at.x > 100 || at.y < 50 || at.y > 70).toBe(true);
    expect(Math.hypot(at.x - 92, at.y - 60)).toBeLessThan(12);
    expect(done.state.units.p1?.status).toBe('deployed');
  });

  it('1.10 FAQ: "Do units that enter play via a special rule (landing, planetfall, self planetfall, teleporting, tunneling, being summoned or swarmed) trigger overwatch fire?" No: a planetfall opens no overwatch', () => {
    // Ork Boyz on overwatch within range of where the pods land.
    const s = withFormation(podsDue({ x: 60, y: 80 }), 'orks', { overwatch: true });
    const done = go(s, landPods({ x: 60, y: 80 }, { x: 70, y: 80 }), 6, 1, 1, 1, 1, 1, 1, 1, 1);
    expect(done.state.turnState.overwatchWindow).toBeNull();
    expect(done.state.formations.orks?.overwatch).toBe(true);
  });

  it('FAQ 4.4: "Can flak attacks be made against an aircraft enter play via planetfall?" No: an aircraft landing in reach of enemy AA draws no fire', () => {
    // A Thunderbolt with planetfall ('hawk', drop zone (90, 60)) and an enemy Hydra (AA5+,
    // 45cm) at (90, 85), 25cm from where it comes down.
    const thunderbolt = withAbilities('ig-thunderbolt', 'test-planetfall-thunderbolt', [
      { id: 'planetfall' },
    ]);
    const base = withSheet(
      podsDue({ x: 90, y: 40 }, [
        { id: 'hawk', side: 0, units: row('h', 'ig-thunderbolt', 1, 150, 40) },
        { id: 'flak', side: 1, units: row('aa', 'ig-hydra', 1, 90, 85) },
      ]),
      thunderbolt,
      ['h1'],
    );
    const s: GameState = {
      ...base,
      units: { ...base.units, h1: { ...base.units.h1!, status: 'reserve', position: null } },
      plots: [
        ...(base.plots ?? []),
        { side: 0, kind: 'drop-zone', formationId: 'hawk', position: { x: 90, y: 60 }, turn: 1 },
      ],
    };
    // Test 6, then each unit's scatter (0°, 2cm): thirteen dice and no more.
    const done = go(
      s,
      landPods({ x: 90, y: 40 }, { x: 100, y: 40 }, [
        {
          formationId: 'hawk',
          placements: [{ unitId: 'h1', position: { x: 90, y: 60 }, facing: 90 }],
        },
      ]),
      6,
      ...[1, 1, 1, 1],
      ...[1, 1, 1, 1],
      ...[1, 1, 1, 1],
    );
    close(done.state.units.h1?.position, 92, 60);
    expect(done.state.units.h1?.status).toBe('deployed');
    expect(rollsOf(done.events).filter((r) => /AA|flak/i.test(r.purpose))).toEqual([]);
    expect(done.events.filter((e) => e.type.startsWith('aircraft/'))).toEqual([]);
    expect(done.state.aircraft).toEqual(s.aircraft);
  });

  it('FAQ 4.4: "What happens when the “nearest area of clear ground” isn\'t big enough to deploy an entire formation entering play via planetfall?" It is moved to the nearest area where the entire formation can deploy', () => {
    // Cliffs from x 70 to 110 and y 40 to 80 round a 3cm hole about (90, 60): a pod fits in
    // it, the two Tactical stands it carries (4cm wide) cannot get out there.
    const cliffs = [
      rect('west', 'cliffs', 70, 40, 88.5, 80, 0),
      rect('east', 'cliffs', 91.5, 40, 110, 80, 0),
      rect('south', 'cliffs', 88.5, 40, 91.5, 58.5, 0),
      rect('north', 'cliffs', 88.5, 61.5, 91.5, 80, 0),
    ];
    const s = { ...podsDue({ x: 90, y: 60 }), terrain: onTable(cliffs) };
    // Both pods placed in the hole and scattered 2cm east (0°) onto the cliffs at (92, 60).
    const faces = [6, ...[1, 1, 1, 1], ...[1, 1, 1, 1]];
    const done = go(s, landPods({ x: 90, y: 60 }, { x: 90, y: 60 }), ...faces);
    const [laden, empty] = landed(done.events);
    close(laden?.scattered, 92, 60);
    // The laden pod (two Tacticals aboard) goes beyond the cliffs, where they have room.
    expect(laden!.at).not.toBeNull();
    const out = laden!.at!;
    expect(out.x < 70 || out.x > 110 || out.y < 40 || out.y > 80).toBe(true);
    expect(done.state.units.m1).toMatchObject({ status: 'embarked', transportedBy: 'p1' });
    // The empty pod needs room for itself only: the hole, the nearest clear ground.
    expect(Math.hypot(empty!.at!.x - 90, empty!.at!.y - 60)).toBeLessThan(2.5);
  });

  describe('4.4: passengers disembark on landing or stay aboard', () => {
    // p1 lands at (92, 60) carrying the Tacticals m1, m2; p2, empty, at (95, 66) (test 6; p1
    // 0° 2cm, p2 90° 6cm). The operation asks after each landing (`disembark: 'decide'`).
    const faces = [6, 1, 1, 1, 1, 2, 4, 3, 3];
    const operate = (): CommandOf<'spacecraft.operate'> => ({
      ...landPods({ x: 90, y: 60 }, { x: 95, y: 60 }),
      disembark: 'decide',
    });
    const getOut = (
      placements: { unitId: string; x: number; y: number }[],
    ): CommandOf<'planetfall.disembark'> => ({
      type: 'planetfall.disembark',
      side: 0,
      formationId: 'pods',
      placements: placements.map((p) => ({
        unitId: p.unitId,
        position: { x: p.x, y: p.y },
        facing: 90,
      })),
    });
    const out = [
      { unitId: 'm1', x: 96, y: 60 },
      { unitId: 'm2', x: 88, y: 60 },
    ];

    it('4.4: "Any units being transported are allowed to disembark immediately on landing": placed within 5cm of the drop pod, and the formation still acts later in the turn', () => {
      const landed = go(podsDue({ x: 90, y: 60 }), operate(), ...faces);
      // The operation waits for the decision, the passengers still aboard.
      expect(disembarkDecision(landed.state)).toEqual({
        side: 0,
        formationId: 'pods',
        transportIds: ['p1'],
      });
      expect(landed.state.units.m1).toMatchObject({ status: 'embarked', transportedBy: 'p1' });
      expect(eventsOf(landed.events, 'spacecraft/departed')).toEqual([]);
      const done = go(landed.state, getOut(out));
      expect(done.state.units.m1).toMatchObject({ status: 'deployed', position: { x: 96, y: 60 } });
      expect(done.state.units.m2).toMatchObject({ status: 'deployed', position: { x: 88, y: 60 } });
      const pod = unitShape(done.state, done.state.units.p1!)!;
      for (const id of ['m1', 'm2'])
        expect(
          shapeDistance(unitShape(done.state, done.state.units[id]!)!, pod),
        ).toBeLessThanOrEqual(5);
      expect(eventsOf(done.events, 'move/unit-disembarked')).toHaveLength(2);
      // The operation is over; the pods formation may take its action later in the turn (4.4).
      expect(eventsOf(done.events, 'spacecraft/departed')).toHaveLength(1);
      expect(done.state.spacecraft?.[0]).toMatchObject({ done: true });
      expect(done.state.spacecraft?.[0]?.landing).toBeUndefined();
      expect(done.state.turnState.activation).toBeNull();
      expect(canActivate(done.state, done.state.formations.pods!)).toBe(true);
    });

    it('4.4: "or stay on board and disembark later": kept aboard on landing, they get out at the end of a move of the formation\'s action', () => {
      const landed = go(podsDue({ x: 90, y: 60 }), operate(), ...faces);
      const stayed = go(landed.state, getOut([]));
      expect(eventsOf(stayed.events, 'planetfall/stayed-aboard')).toEqual([
        {
          type: 'planetfall/stayed-aboard',
          formationId: 'pods',
          unitIds: ['m1', 'm2'],
          section: '4.4',
        },
      ]);
      expect(stayed.state.units.m1).toMatchObject({ status: 'embarked', transportedBy: 'p1' });
      expect(stayed.state.spacecraft?.[0]).toMatchObject({ done: true });
      // Later in the turn the formation acts: a move (of 0cm), then its units get out.
      const s = {
        ...stayed.state,
        turnState: { ...stayed.state.turnState, activeSide: 0 as const },
      };
      const acting = go(
        s,
        { type: 'action.declare', side: 0, formationId: 'pods', action: 'advance' },
        6,
      );
      const moved = goAll(acting.state, { type: 'move.end', side: 0 });
      const later = go(moved, {
        type: 'move.disembark',
        side: 0,
        transportId: 'p1',
        placements: out.map((p) => ({
          unitId: p.unitId,
          position: { x: p.x, y: p.y },
          facing: 90,
        })),
      });
      expect(later.state.units.m1).toMatchObject({
        status: 'deployed',
        position: { x: 96, y: 60 },
      });
    });

    it('4.4: disembarking units may not be placed further than 5cm from the transport, nor in an enemy zone of control (1.7.5): refused', () => {
      // Ork Boyz at (92, 70): p1 at (92, 60) lands clear of their zone of control.
      const s = podsDue({ x: 90, y: 60 }, [
        { id: 'near', side: 1, units: row('n', ORK_BOYZ.id, 1, 92, 70) },
      ]);
      const landed = go(s, operate(), ...faces).state;
      expect(refusalOf(landed, getOut([{ unitId: 'm1', x: 110, y: 60 }]))).toMatchObject({
        code: 'transport/too-far',
        section: '1.7.5',
      });
      expect(refusalOf(landed, getOut([{ unitId: 'm1', x: 92, y: 64.5 }]))).toMatchObject({
        code: 'transport/in-zoc',
        section: '1.7.5',
      });
      expect(refusalOf(landed, getOut([{ unitId: 't1', x: 96, y: 60 }]))).toMatchObject({
        code: 'planetfall/not-aboard',
        section: '4.4',
      });
      expect(refusalOf(landed, { ...getOut(out), side: 1 })).toMatchObject({
        code: 'planetfall/no-landing',
        section: '4.4',
      });
      // Nothing changed: the decision still waits.
      expect(disembarkDecision(landed)).not.toBeNull();
    });

    it('1.10 FAQ: "Do units that enter play via a special rule (landing, planetfall …) trigger overwatch fire?" No, "only completing a move or disembarking triggers overwatch": the landing opens no window, getting out does', () => {
      // Ork Boyz on overwatch at (92, 80), 20cm from where p1 comes down.
      const s = withFormation(
        podsDue({ x: 90, y: 60 }, [
          { id: 'watch', side: 1, units: row('w', ORK_BOYZ.id, 1, 92, 80) },
        ]),
        'watch',
        { overwatch: true },
      );
      const landed = go(s, operate(), ...faces).state;
      expect(landed.turnState.overwatchWindow).toBeNull();
      const stayed = go(landed, getOut([])).state;
      expect(stayed.turnState.overwatchWindow).toBeNull();
      expect(stayed.formations.watch?.overwatch).toBe(true);
      const out1 = go(landed, getOut(out));
      // 1.10 FAQ: the disembarking formation takes the fire; the spacecraft waits for it.
      expect(out1.state.turnState.overwatchWindow).toMatchObject({ formationId: 'pods' });
      expect(eventsOf(out1.events, 'spacecraft/departed')).toEqual([]);
      const passed = go(out1.state, { type: 'overwatch.pass', side: 1 });
      expect(eventsOf(passed.events, 'spacecraft/departed')).toHaveLength(1);
      expect(passed.state.turnState.activation).toBeNull();
    });

    it("4.4, 3.1.3: a formation carried in another formation's war engine landing by planetfall may get out on landing, but then takes no action that turn; the drop pods' own passengers still may", () => {
      // A war engine transport with planetfall ('lander', drop zone (130, 60)) carrying the
      // Tacticals c1, c2 of formation 'cargo'.
      const sheet = {
        ...WE_TRANSPORT,
        id: 'test-planetfall-we',
        abilities: [{ id: 'planetfall' as const }],
      };
      const base = podsDue({ x: 90, y: 60 }, [
        { id: 'lander', side: 0, units: row('wt', WE_TRANSPORT.id, 1, 150, 20) },
        { id: 'cargo', side: 0, units: row('c', 'sm-tactical', 2, 160, 20) },
      ]);
      const s: GameState = {
        ...base,
        datasheets: { ...base.datasheets, [sheet.id]: sheet },
        units: {
          ...base.units,
          wt1: { ...base.units.wt1!, datasheetId: sheet.id, status: 'reserve', position: null },
          c1: { ...base.units.c1!, status: 'embarked', position: null, transportedBy: 'wt1' },
          c2: { ...base.units.c2!, status: 'embarked', position: null, transportedBy: 'wt1' },
        },
        plots: [
          ...(base.plots ?? []),
          {
            side: 0,
            kind: 'drop-zone',
            formationId: 'lander',
            position: { x: 130, y: 60 },
            turn: 1,
          },
        ],
      };
      const command: CommandOf<'spacecraft.operate'> = {
        ...landPods({ x: 90, y: 60 }, { x: 95, y: 60 }, [
          {
            formationId: 'lander',
            placements: [{ unitId: 'wt1', position: { x: 130, y: 60 }, facing: 90 }],
          },
        ]),
        disembark: 'decide',
      };
      // The pods land first; the war engine lands only once their passengers have decided.
      const first = go(s, command, ...faces);
      expect(landed(first.events).map((e) => e.unitId)).toEqual(['p1', 'p2']);
      const pods = go(first.state, getOut(out), 1, 1, 1, 1);
      expect(landed(pods.events).map((e) => e.unitId)).toEqual(['wt1']);
      expect(disembarkDecision(pods.state)).toMatchObject({
        formationId: 'lander',
        transportIds: ['wt1'],
      });
      const proposal = proposedDisembark(pods.state, 0)!;
      expect(proposal.placements.map((p) => p.unitId)).toEqual(['c1', 'c2']);
      const done = go(pods.state, proposal).state;
      expect(done.units.c1?.status).toBe('deployed');
      // 3.1.3: the carried formation has dismounted: no action this turn; the pods' may act.
      expect(done.formations.cargo?.activated).toBe(true);
      expect(canActivate(done, done.formations.cargo!)).toBe(false);
      expect(canActivate(done, done.formations.pods!)).toBe(true);
      expect(done.spacecraft?.[0]).toMatchObject({ done: true });
    });
  });
});

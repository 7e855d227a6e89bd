import { describe, expect, it } from 'vitest';
import {
  applyMapBattle,
  checkOrders,
  endMapTurn,
  nextStep,
  orderMap,
  orderMapTurn,
  planOrders,
  startCampaign,
  startMapState,
  type MapState,
} from '../../../engine/netea/campaigns';
import { lineMap } from './mapHelpers';

const TACTICAL = { formation: 'sm-tactical-detachment', lost: [] as number[] };
const ASSAULT = { formation: 'sm-assault-detachment', lost: [] as number[] };
const refusal = (r: { ok: boolean; error?: string[] }) => (r.ok ? '' : r.error!.join('\n'));

/** The line map's state with the forces and holders set by hand. */
function position(campaign = lineMap(), change: (s: MapState) => void = () => {}): MapState {
  const state = structuredClone(startMapState(campaign));
  change(state);
  return state;
}

describe("5.4.2 campaign turn: the person's orders are checked with reasons", () => {
  const c = lineMap();
  it.each([
    [[{ force: 'nobody', to: 'b' }], /there is no force "nobody" on the map/],
    [[{ force: 'o1', to: 'd' }], /Renegades is not yours to order/],
    [
      [
        { force: 'p1', to: 'b' },
        { force: 'p1', to: 'f' },
      ],
      /First is given two orders/,
    ],
    [[{ force: 'p1', to: 'moon' }], /there is no region "moon"/],
    [[{ force: 'p1', to: 'c' }], /First cannot reach C from A this turn \(1 link/],
  ])('refuses %j', (orders, problem) => {
    const checked = checkOrders(c, startMapState(c), 'person', orders);
    expect(refusal(checked)).toMatch(problem);
    expect(refusal(checked)).toMatch(/^campaign: 5\.4\.2: /);
  });

  it("a force moves as far as the campaign's movement allows, never through an enemy force", () => {
    const two = lineMap((d) => (d.movement = 2));
    const free = position(two);
    expect(checkOrders(two, free, 'person', [{ force: 'p1', to: 'c' }]).ok).toBe(true);
    const blocked = position(two, (s) => (s.forces[1]!.region = 'b'));
    expect(refusal(checkOrders(two, blocked, 'person', [{ force: 'p1', to: 'c' }]))).toMatch(
      /cannot reach C from A this turn \(2 links, not through an enemy force\)/,
    );
    // Into the enemy's region is an attack, and allowed.
    expect(checkOrders(two, blocked, 'person', [{ force: 'p1', to: 'b' }]).ok).toBe(true);
  });

  it("orders are refused while the turn's battle is still to be fought", () => {
    const c2 = lineMap((d) => (d.forces[1].region = 'c'));
    let progress = startCampaign(c2, 1, '2026-11-25');
    const ordered = orderMap(progress, [{ force: 'p1', to: 'b' }], '2026-11-26', [
      { force: 'o1', to: 'b' },
    ]);
    if (!ordered.ok) throw new Error(ordered.error.join());
    progress = ordered.value;
    const step = nextStep(progress);
    expect(step.ok && step.value.kind).toBe('battle');
    expect(refusal(orderMap(progress, [], '2026-11-27'))).toMatch(/no orders to give now/);
  });
});

describe('5.4.2 forces that meet fight; moving past each other on a link is meeting', () => {
  it("crossing on a link: the AI's force stays to meet the person's in the region it held", () => {
    const c = lineMap();
    const s = position(c, (st) => {
      st.forces[0]!.region = 'b';
      st.forces[1]!.region = 'c';
    });
    const next = orderMapTurn(c, s, [{ force: 'p1', to: 'c' }], '2026-11-26', [
      { force: 'o1', to: 'b' },
    ]);
    if (!next.ok) throw new Error(next.error.join());
    expect(next.value.pending).toEqual([
      { key: 'turn-1-c', region: 'c', person: 'p1', opponent: 'o1' },
    ]);
    expect(next.value.forces.map((f) => f.region)).toEqual(['c', 'c']);
    expect(next.value.current!.moves).toEqual([
      { force: 'p1', name: 'First', party: 'person', from: 'b', to: 'c' },
    ]);
  });
});

describe("5.4.2 the campaign's supply rule, worked by hand", () => {
  it('a force cut off from every depot of its side loses its last formation; one linked keeps all', () => {
    const c = lineMap();
    // The person holds A (depot), B and D; the enemy holds C, cutting D off from A.
    const s = position(c, (st) => {
      st.holders = { a: 'person', b: 'person', c: 'opponent', d: 'person', e: 'opponent', f: null };
      st.forces = [
        { id: 'p1', name: 'First', party: 'person', region: 'b', formations: [TACTICAL, ASSAULT] },
        {
          id: 'p2',
          name: 'Cut off',
          party: 'person',
          region: 'd',
          formations: [TACTICAL, ASSAULT],
        },
        { id: 'o1', name: 'Renegades', party: 'opponent', region: 'c', formations: [TACTICAL] },
      ];
    });
    const after = endMapTurn(c, s);
    expect(after.forces.map((f) => [f.id, f.formations.map((x) => x.formation)])).toEqual([
      ['p1', ['sm-tactical-detachment', 'sm-assault-detachment']],
      ['p2', ['sm-tactical-detachment']],
      ['o1', ['sm-tactical-detachment']],
    ]);
    // The renegades at C are cut off too (D is the person's): one formation, kept.
    expect(after.turns[0]!.events).toEqual([
      'Cut off is out of supply and loses Assault detachment.',
      'Renegades is out of supply.',
    ]);
    // Its last formation it keeps, out of supply or not.
    const again = endMapTurn(c, after);
    expect(again.forces[1]!.formations).toHaveLength(1);
    expect(again.turns[1]!.events).toEqual([
      'Cut off is out of supply.',
      'Renegades is out of supply.',
    ]);
  });

  it('without attrition a force out of supply keeps its formations', () => {
    const c = lineMap((d) => (d.supply.attrition = false));
    const s = position(c, (st) => {
      st.holders.c = 'opponent';
      st.holders.d = 'person';
      st.forces[0] = { ...st.forces[0]!, region: 'd', formations: [TACTICAL, ASSAULT] };
      st.forces[1]!.region = 'c';
    });
    expect(endMapTurn(c, s).forces[0]!.formations).toHaveLength(2);
  });
});

describe('5.4.2 reinforcements arrive at a depot every N turns, worked by hand', () => {
  const c = lineMap((d) =>
    d.reinforcements.push({
      party: 'person',
      depot: 'a',
      every: 2,
      name: 'Reserve',
      formations: [{ formation: 'sm-assault-detachment', count: 1 }],
    }),
  );
  it('none after turn 1; a new force at the depot after turn 2; joining the force there after turn 4', () => {
    let s = position(c, (st) => (st.forces[0]!.region = 'b'));
    s = endMapTurn(c, s);
    expect(s.forces.map((f) => f.id)).toEqual(['p1', 'o1']);
    s = endMapTurn(c, s);
    expect(s.forces.map((f) => [f.id, f.region, f.formations.length])).toEqual([
      ['p1', 'b', 1],
      ['o1', 'e', 1],
      ['person-reinforcements-1', 'a', 1],
    ]);
    expect(s.turns[1]!.events).toEqual(['Reserve arrived at A.']);
    s = endMapTurn(c, endMapTurn(c, s));
    expect(s.forces[2]!.formations.map((f) => f.formation)).toEqual([
      'sm-assault-detachment',
      'sm-assault-detachment',
    ]);
    expect(s.turns[3]!.events).toEqual(['Reserve reinforced Reserve at A.']);
  });
  it('a depot held by the enemy receives none', () => {
    let s = position(c, (st) => {
      st.forces[0]!.region = 'b';
      st.forces[1]!.region = 'a';
    });
    s = endMapTurn(c, endMapTurn(c, s));
    expect(s.holders.a).toBe('opponent');
    expect(s.forces).toHaveLength(2);
  });
});

describe('5.4.2 the AI plans its orders: a decision, in set positions', () => {
  const c = lineMap();
  it("stronger, it attacks the person's force on the objective; weaker, it keeps away", () => {
    const strong = position(c, (st) => {
      st.forces[0]!.region = 'c';
      st.forces[1] = { ...st.forces[1]!, region: 'd', formations: [TACTICAL, ASSAULT] };
      st.holders.c = 'person';
      st.holders.d = 'opponent';
    });
    expect(planOrders(c, strong, 'opponent')).toEqual([{ force: 'o1', to: 'c' }]);
    const weak = position(c, (st) => {
      st.forces[0] = { ...st.forces[0]!, region: 'c', formations: [TACTICAL, ASSAULT] };
      st.forces[1]!.region = 'd';
      st.holders.c = 'person';
      st.holders.d = 'opponent';
    });
    // Attacking C is out; D is already held and E is further from the objective: it holds.
    expect(planOrders(c, weak, 'opponent')).toEqual([]);
  });
  it('out of supply, it falls back toward its depot', () => {
    const cut = position(c, (st) => {
      st.holders = {
        a: 'person',
        b: 'opponent',
        c: 'person',
        d: 'opponent',
        e: 'opponent',
        f: null,
      };
      st.forces[1]!.region = 'b';
    });
    // B is cut off from E by C; the way home is through C (no enemy force there).
    expect(planOrders(c, cut, 'opponent')).toEqual([{ force: 'o1', to: 'c' }]);
  });
  it('with nothing in the way, both sides advance on the objective', () => {
    const s = startMapState(c);
    expect(planOrders(c, s, 'person')).toEqual([{ force: 'p1', to: 'b' }]);
    expect(planOrders(c, s, 'opponent')).toEqual([{ force: 'o1', to: 'd' }]);
  });
});

describe("5.4.2 a battle's result on the map, worked by hand", () => {
  const c = lineMap();
  const met = (): MapState => {
    const s = position(c, (st) => {
      st.holders.b = 'person';
      st.holders.d = 'opponent';
      st.forces[0] = { ...st.forces[0]!, region: 'c', formations: [TACTICAL, ASSAULT] };
      st.forces[1] = { ...st.forces[1]!, region: 'c', formations: [TACTICAL] };
      st.heldBefore = { ...st.holders };
    });
    return {
      ...s,
      pending: [{ key: 'turn-1-c', region: 'c', person: 'p1', opponent: 'o1' }],
      current: { turn: 1, date: 'd', moves: [], battles: [], events: [], holders: {} },
    };
  };
  it('the winner holds the region, units lost stay lost, the loser falls back', () => {
    const lost: [string[], string[]] = [
      // All four Assault units (the formation is gone) and the second Tactical.
      [
        'a-sm-assault-detachment-1-u1',
        'a-sm-assault-detachment-1-u2',
        'a-sm-assault-detachment-1-u3',
        'a-sm-assault-detachment-1-u4',
        'a-sm-tactical-detachment-1-u2',
      ],
      ['b-sm-tactical-detachment-1-u5'],
    ];
    const after = applyMapBattle(c, met(), 'turn-1-c', 0, lost);
    expect(after.forces).toEqual([
      {
        id: 'p1',
        name: 'First',
        party: 'person',
        region: 'c',
        formations: [{ formation: 'sm-tactical-detachment', lost: [2] }],
      },
      {
        id: 'o1',
        name: 'Renegades',
        party: 'opponent',
        region: 'd',
        formations: [{ formation: 'sm-tactical-detachment', lost: [5] }],
      },
    ]);
    expect(after.holders.c).toBe('person');
    expect(after.turn).toBe(2);
    expect(after.turns[0]!.events).toEqual([
      'First lost Assault detachment at C.',
      'Renegades fell back to D.',
    ]);
  });
  it('a loser with no region of its own to fall back to is destroyed', () => {
    const s = met();
    s.holders.d = null;
    const after = applyMapBattle(c, s, 'turn-1-c', 0, [[], []]);
    expect(after.forces.map((f) => f.id)).toEqual(['p1']);
    expect(after.turns[0]!.events).toEqual([
      'Renegades had nowhere to fall back to and was destroyed.',
    ]);
  });
  it("a draw in a region nobody held: both fall back and it stays nobody's", () => {
    const after = applyMapBattle(c, met(), 'turn-1-c', null, [[], []]);
    expect(after.forces.map((f) => f.region)).toEqual(['b', 'd']);
    expect(after.holders.c).toBeNull();
  });
  it("the next battle's set-up leaves out the units lost before", () => {
    const s = met();
    s.forces[0]!.formations = [{ formation: 'sm-tactical-detachment', lost: [1, 6] }];
    const progress = { ...startCampaign(c, 3, '2026-11-25'), map: s };
    const step = nextStep(progress);
    if (!step.ok || step.value.kind !== 'battle') throw new Error('a battle expected');
    const [mine, theirs] = step.value.battle.setup.players;
    expect(mine!.formations.map((f) => [f.id, f.units.map((u) => u.id)])).toEqual([
      [
        'a-sm-tactical-detachment-1',
        [
          'a-sm-tactical-detachment-1-u2',
          'a-sm-tactical-detachment-1-u3',
          'a-sm-tactical-detachment-1-u4',
          'a-sm-tactical-detachment-1-u5',
        ],
      ],
    ]);
    expect(theirs!.formations.map((f) => f.units.length)).toEqual([6]);
    expect(step.value.battle.sides.map((x) => x.name)).toEqual(['First', 'Renegades']);
  });
});

import { describe, expect, it } from 'vitest';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { startChart } from '../../engine/netea/flow/game';
import { hasActivations } from '../../engine/netea/rules/1.2-formations/formations';
import type { GameState } from '../../engine/netea/state/schema';
import { declare, eventsOf, go, refusalOf, rollsOf, withFormation } from './helpers';
import { operate, shipDue } from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';

/** Every formation but the ship has acted this turn. */
function onlyShipLeft(s: GameState): GameState {
  let out = s;
  for (const id of ['tac', 'orks', 'lads']) out = withFormation(out, id, { activated: true });
  return out;
}

describe('4.3.2 Carrying Out The Operation', () => {
  it('4.3.2: the spacecraft takes an action test in the action phase as any formation does; passed, it bombards and its model is removed', () => {
    const s = shipDue();
    const pending = pendingDecision(startChart(s));
    expect(pending).toMatchObject({ kind: 'activate', sides: [0] });
    expect(pending.commands).toContain('spacecraft.operate');
    // Test 6 (initiative 2+), then two to-hit dice for the two Boyz under the template.
    const done = go(s, operate(), 6, 6, 6);
    const [test] = rollsOf(done.events);
    expect(test).toMatchObject({ section: '4.3.2', needed: 2, successes: 1 });
    expect(eventsOf(done.events, 'spacecraft/bombardment')).toHaveLength(1);
    expect(eventsOf(done.events, 'spacecraft/departed')).toEqual([
      { type: 'spacecraft/departed', formationId: 'ship', section: '4.3.2' },
    ]);
    expect(done.state.spacecraft?.[0]).toMatchObject({ done: true });
    expect(done.state.plots).toBeUndefined();
    expect(done.state.formations.ship?.activated).toBe(true);
    // The Boyz broke (two lost, three Blast markers): they may withdraw before the action ends.
    expect(done.state.turnState.withdrawal).toMatchObject({ formationIds: ['orks'] });
    // Gone, it cannot act again.
    expect(refusalOf({ ...done.state, turnState: s.turnState }, operate())).toMatchObject({
      code: 'spacecraft/departed',
    });
  });

  it('4.3.2: the spacecraft is activated in the normal sequence: the action phase waits for it, and it may not act on another turn', () => {
    const s = onlyShipLeft(shipDue());
    expect(hasActivations(s, 0)).toBe(true);
    expect(pendingDecision(startChart(s)).commands).toContain('spacecraft.operate');
    // An ordinary action is not how it arrives.
    expect(refusalOf(s, declare(0, 'ship', 'advance'))).not.toBeNull();
    // Not due before its turn: declared for turn 2, on turn 1.
    const later = shipDue([{ x: 67, y: 100 }], 2);
    expect(refusalOf({ ...later, turn: 1 }, operate())).toMatchObject({
      code: 'spacecraft/not-due',
      section: '4.3.1',
    });
    expect(hasActivations(onlyShipLeft({ ...later, turn: 1 }), 0)).toBe(false);
  });

  it('4.3.2: if the test is failed the spacecraft is delayed and rolls again next turn', () => {
    const s = shipDue();
    const failed = go(s, operate(), 1);
    expect(eventsOf(failed.events, 'spacecraft/delayed')).toEqual([
      { type: 'spacecraft/delayed', formationId: 'ship', turn: 2, section: '4.3.2' },
    ]);
    expect(eventsOf(failed.events, 'spacecraft/bombardment')).toEqual([]);
    expect(failed.state.spacecraft?.[0]).toMatchObject({ turn: 2, done: false });
    // Its secret plan still waits, for the new turn.
    expect(failed.state.plots).toEqual([
      { side: 0, kind: 'bombardment', formationId: 'ship', position: { x: 67, y: 100 }, turn: 2 },
    ]);
    // No Blast marker for the ship: it is not on the table.
    expect(failed.state.formations.ship?.blastMarkers).toBe(0);
    const nextTurn: GameState = {
      ...failed.state,
      turn: 2,
      formations: Object.fromEntries(
        Object.entries(failed.state.formations).map(([id, f]) => [id, { ...f, activated: false }]),
      ),
      turnState: s.turnState,
    };
    expect(refusalOf(nextTurn, operate())).toBeNull();
  });

  it('4.3.2: "If the next turn has been taken, then the delayed spacecraft will arrive in the first available free turn"', () => {
    const s = shipDue();
    const crowded: GameState = {
      ...s,
      spacecraft: [
        ...(s.spacecraft ?? []),
        {
          side: 1,
          formationId: 'orks',
          position: { x: 90, y: 120 },
          facing: 270,
          turn: 2,
          done: false,
        },
        {
          side: 1,
          formationId: 'lads',
          position: { x: 90, y: 120 },
          facing: 270,
          turn: 3,
          done: false,
        },
      ],
    };
    const failed = go(crowded, operate(), 1);
    expect(eventsOf(failed.events, 'spacecraft/delayed')).toMatchObject([{ turn: 4 }]);
  });

  it('4.3.2: retaining the initiative with the spacecraft takes the -1 of 1.6.3', () => {
    const s: GameState = {
      ...shipDue(),
      turnState: {
        ...shipDue().turnState,
        lastActivation: { side: 0, formationId: 'tac', passed: true, retained: false },
      },
    };
    const tac = withFormation(s, 'tac', { activated: true });
    const failed = go(tac, operate(), 2);
    expect(rollsOf(failed.events)[0]?.modifiers).toEqual([
      { value: -1, reason: 'retaining the initiative', section: '1.6.3' },
    ]);
    expect(eventsOf(failed.events, 'spacecraft/delayed')).toHaveLength(1);
  });

  it('4.3.2 FAQ: "What is the order of events with regards to a spacecraft\'s operation." The attacks first, then formations are checked for breaking', () => {
    // Two templates: one on the Boyz, one on the Lads; the break checks come after both.
    const s = shipDue([
      { x: 67, y: 100 },
      { x: 116, y: 100 },
    ]);
    const done = go(s, operate(), 6, 6, 6, 6);
    const types = done.events.map((e) => e.type);
    const lastRoll = types.lastIndexOf('dice/rolled');
    const firstBreak = types.indexOf('formation/broken');
    expect(firstBreak).toBeGreaterThan(lastRoll);
    expect(
      eventsOf(done.events, 'formation/broken').map(
        (e) => (e as { formationId: string }).formationId,
      ),
    ).toEqual(['orks', 'lads']);
  });
});

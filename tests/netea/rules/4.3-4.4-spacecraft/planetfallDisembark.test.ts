import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../../ai/registry';
import { startChart, submit } from '../../../../engine/netea/flow/game';
import { pendingDecision, type ChartSnapshot } from '../../../../engine/netea/flow/pending';
import { createGame } from '../../../../engine/netea/state/setup';
import { shapeDistance } from '../../../../engine/kernel/geometry';
import { unitShape } from '../../../../engine/netea/rules/1.2-formations/battlefield';
import { disembarkDecision } from '../../../../engine/netea/rules/4.3-4.4-spacecraft/planetfallDisembark';
import { planetfallDisembarkAnswer } from '../../../../ai/utility/candidates/spacecraft';
import type { CommandOf } from '../../../../engine/netea/commands/schema';
import type { GameState } from '../../../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../../../fixtures/shootingGame';
import { go, withFormation } from '../../../conformance/helpers';
import { landPods, podsDue, spacecraftSetup } from './spacecraftFixtures';

/** The pods of `podsDue` landed (p1 at (92, 60) carrying m1, m2), the decision waiting. */
function landed(extra: Parameters<typeof podsDue>[1] = []): GameState {
  const operate = { ...landPods({ x: 90, y: 60 }, { x: 95, y: 60 }), disembark: 'decide' as const };
  return go(podsDue({ x: 90, y: 60 }, extra), operate, 6, 1, 1, 1, 1, 2, 4, 3, 3).state;
}

describe('passengers landing by planetfall and the players (4.4)', () => {
  it('the utility AI gets them out on landing, within 5cm of the pod on the side of the nearest enemy', () => {
    // Ork Boyz at (130, 60), east of the pod.
    const s = landed([{ id: 'far', side: 1, units: row('f', ORK_BOYZ.id, 1, 130, 60) }]);
    const answer = planetfallDisembarkAnswer(s, 0)!;
    const command = answer.command as CommandOf<'planetfall.disembark'>;
    expect(command.placements.map((p) => p.unitId)).toEqual(['m1', 'm2']);
    const done = go(s, command).state;
    const pod = unitShape(done, done.units.p1!)!;
    for (const id of ['m1', 'm2']) {
      const unit = done.units[id]!;
      expect(unit.status).toBe('deployed');
      expect(shapeDistance(unitShape(done, unit)!, pod)).toBeLessThanOrEqual(5);
    }
    // The first is put out towards the Orks.
    expect(done.units.m1!.position!.x).toBeGreaterThan(92);
  });

  it('the utility AI keeps them aboard while enemy overwatch would fire at them getting out (1.10 FAQ)', () => {
    const s = withFormation(
      landed([{ id: 'watch', side: 1, units: row('w', ORK_BOYZ.id, 1, 92, 80) }]),
      'watch',
      { overwatch: true },
    );
    const answer = planetfallDisembarkAnswer(s, 0)!;
    expect((answer.command as CommandOf<'planetfall.disembark'>).placements).toEqual([]);
    // Not the other side's decision.
    expect(planetfallDisembarkAnswer(s, 1)).toBeNull();
  });

  it("the chart asks the landed formation's player, and a whole game goes on past the decision", () => {
    const created = createGame(spacecraftSetup(5));
    if (!created.ok) throw new Error(created.error.join('\n'));
    let snap: ChartSnapshot = startChart(created.value);
    const player = createPlayer('ai:hard', 5);
    let asked = 0;
    for (let i = 0; i < 400 && !snap.context.game.result; i++) {
      const pending = pendingDecision(snap);
      if (pending.kind === 'planetfall-passengers') {
        asked += 1;
        const d = disembarkDecision(snap.context.game)!;
        expect(pending).toMatchObject({ sides: [d.side], commands: ['planetfall.disembark'] });
      }
      const { command } = player.decide(snap.context.game, pending, pending.sides[0]!);
      const r = submit(snap, command);
      if (!r.ok) throw new Error(`${command.type} refused: ${r.refusal.message}`);
      snap = r.snapshot;
      if (asked > 0 && !(snap.context.game.spacecraft ?? []).some((s) => s.landing)) break;
    }
    expect(asked).toBeGreaterThan(0);
    expect((snap.context.game.spacecraft ?? []).some((s) => s.landing)).toBe(false);
  });
});

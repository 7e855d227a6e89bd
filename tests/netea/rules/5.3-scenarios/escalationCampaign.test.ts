import { describe, expect, it } from 'vitest';
import { battleSetup } from '../../../../engine/netea/campaigns/battle';
import { battleSchema } from '../../../../engine/netea/campaigns/schema';
import { startOptions } from '../../../../engine/netea/rules/5.3-scenarios/arrivalOrder';
import { createGame } from '../../../../engine/netea/state/setup';

/** Seed 001 5.3.2 inside a campaign (5.4.2): the escalation as a battle ground, with a
 * reinforcement and a shorter game. */
describe('the escalation as a campaign battle', () => {
  const battle = battleSchema.parse({
    title: 'Patrol clash',
    text: 'Two patrols meet.',
    ground: { kind: 'scenario', scenario: 'escalation' },
    forces: {
      person: [
        { kind: 'reinforce', party: 'person', formation: 'sm-land-speeder-detachment', count: 1 },
      ],
    },
    maxTurns: 4,
  });

  it('5.3.2: a reinforcement keeps its army-list value and the cheapest formation still starts', () => {
    const setup = battleSetup(battle, [], { seed: 4, personSide: 0 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const game = createGame(setup.value);
    if (!game.ok) throw new Error(game.error.join('\n'));
    const s = game.value;
    const points = s.victory.escalation!.formationPoints;
    expect(s.formations['a-sm-land-speeder-detachment-2']).toBeDefined();
    expect(points['a-sm-land-speeder-detachment-2']).toBe(points['a-sm-land-speeder-detachment-1']);
    expect(startOptions(s, 0).map((f) => f.id)).toEqual(['a-sm-assault-detachment-1']);
    // The battle's own turn limit: victory points are counted at its end.
    expect(s.victory).toMatchObject({ kind: 'escalation', maxTurns: 4 });
  });
});

import { describe, expect, it } from 'vitest';
import { battleSetup } from '../../engine/netea/campaigns/battle';
import { battleSchema } from '../../engine/netea/campaigns/schema';
import { COMPANY_AGAINST_HORDE } from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame, type GameSetup } from '../../engine/netea/state/setup';
import { scenarioSetup } from '../fixtures/battle';

/**
 * Seed 001 5.3.6 Feste Streitkräfte vs. Armeeorganisationspläne: Company Against Horde. One side
 * a fixed force ("eine Auflistung welche Verbände im Szenario verwendet werden sollen"), the
 * other picked from its army list to the points, a new one for each game.
 */
function game(setup: GameSetup): GameState {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}
const ids = (g: GameState, side: 0 | 1) =>
  Object.values(g.formations)
    .filter((f) => f.side === side)
    .map((f) => f.id);

const COMPANY = [
  'a-sm-tactical-detachment-1',
  'a-sm-tactical-detachment-2',
  'a-sm-assault-detachment-1',
  'a-sm-devastator-detachment-1',
  'a-sm-predator-destructor-detachment-1',
  'a-sm-land-raider-detachment-1',
  'a-sm-whirlwind-detachment-1',
  'a-sm-land-speeder-detachment-1',
];

describe('5.3.6 a fixed force against an army list in one scenario', () => {
  const one = game(scenarioSetup(COMPANY_AGAINST_HORDE, 1));
  const two = game(scenarioSetup(COMPANY_AGAINST_HORDE, 2));

  it('the company is the listed formations, the same in every game', () => {
    expect(ids(one, 0)).toEqual(COMPANY);
    expect(ids(two, 0)).toEqual(COMPANY);
  });

  it('the Orks are drawn from Ghazghkull’s list, a different army for another seed', () => {
    expect(ids(one, 1).length).toBeGreaterThan(0);
    expect(ids(one, 1).every((id) => id.startsWith('b-'))).toBe(true);
    expect(ids(one, 1)).not.toEqual(ids(two, 1));
    // The list's own army rules come with it (seed 001 5.5.2 Mob Rule, Power of the Waaagh!).
    expect(one.players[1]!.specialRules).toEqual(
      expect.arrayContaining(['mob-rule', 'power-of-the-waaagh']),
    );
    expect(one.players[0]!.specialRules).toEqual(['they-shall-know-no-fear']);
  });
});

describe('5.3.6 in a campaign: both kinds of force take the campaign’s changes (5.4.2)', () => {
  const battle = (forces: unknown) =>
    battleSchema.parse({
      title: 'The horde comes',
      text: 'A company holds.',
      ground: { kind: 'scenario', scenario: 'company-against-horde' },
      forces,
    });
  const setUp = (forces: unknown) => {
    const setup = battleSetup(battle(forces), [], { seed: 1, personSide: 0 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    return game(setup.value);
  };

  it('a reinforcement joins the fixed company; the list side is still built', () => {
    const g = setUp({
      person: [
        { kind: 'reinforce', party: 'person', formation: 'sm-terminator-detachment', count: 1 },
      ],
    });
    expect(ids(g, 0)).toEqual([...COMPANY, 'a-sm-terminator-detachment-1']);
    expect(ids(g, 1).length).toBeGreaterThan(0);
  });

  it('a points change builds the list side to the new total', () => {
    const plain = setUp({});
    const more = setUp({ opponent: [{ kind: 'points', party: 'opponent', points: 1500 }] });
    const units = (g: GameState) => Object.values(g.units).filter((u) => u.side === 1).length;
    expect(units(more)).toBeGreaterThan(units(plain));
  });
});

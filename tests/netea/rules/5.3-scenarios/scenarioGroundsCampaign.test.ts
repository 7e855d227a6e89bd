import { describe, expect, it } from 'vitest';
import { battleSetup, parseCampaign } from '../../../../engine/netea/campaigns';
import { battleSchema } from '../../../../engine/netea/campaigns/schema';
import spaceport from '../../../../engine/netea/campaigns/bundled/spaceport-ladder.json';
import { createGame } from '../../../../engine/netea/state/setup';

/** Seed 001 5.3.3, 5.3.4, 5.3.6 and 5.3.9 inside a campaign (5.4.2): each scenario is a battle
 * ground (`{kind:'scenario'}`) a campaign file may name, and its battle is set up with the
 * campaign's turn limit. */
const GROUNDS = ['signal-hill', 'fuel-dump-raid', 'company-against-horde', 'sulphur-river'];

describe('the 5.3.3–5.3.9 scenarios as campaign battle grounds', () => {
  it.each(GROUNDS)('a ladder campaign may fight its first battle at %s', (id) => {
    const copy = structuredClone(spaceport) as { battles: { ground: { scenario: string } }[] };
    copy.battles[0]!.ground.scenario = id;
    const parsed = parseCampaign(copy);
    expect(parsed.ok ? 'ok' : parsed.error.join('\n')).toBe('ok');
  });

  it.each(GROUNDS)('%s is set up for a campaign battle with its turn limit', (id) => {
    const battle = battleSchema.parse({
      title: 'A battle',
      text: 'On the ground of a 5.3 scenario.',
      ground: { kind: 'scenario', scenario: id },
      maxTurns: 3,
    });
    const setup = battleSetup(battle, [], { seed: 2, personSide: 1 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const game = createGame(setup.value);
    expect(game.ok).toBe(true);
    if (game.ok) expect(game.value.victory.maxTurns).toBe(3);
  });
});

import type { Command } from '../../../engine/netea/commands/schema';
import {
  charactersHosts,
  unjoinedCharacters,
} from '../../../engine/netea/rules/2-specialists/characters';
import type { GameState } from '../../../engine/netea/state/schema';
import { linear } from '../curves';
import type { Candidate } from '../score';
import type { Situation } from '../situation';

/**
 * 2.1.1: which unit of its formation a character joins. A character adds close combat weapons
 * and its own saves, so it is best with a unit that survives and fights: a good armour save
 * and a good close combat value (a Tactical rather than a Rhino).
 */
export function characterCandidates(game: GameState, s: Situation): Candidate[] {
  const character = unjoinedCharacters(game, s.side)[0];
  if (!character) return [];
  const score = (v: number | '-' | undefined) => (typeof v === 'number' ? v : 7);
  return charactersHosts(game, character).map((host) => {
    const sheet = game.datasheets[host.datasheetId]!;
    const command: Command = {
      type: 'setup.joinCharacter',
      side: s.side,
      characterId: character.id,
      unitId: host.id,
    };
    return {
      label: `add ${game.datasheets[character.datasheetId]?.name ?? 'the character'} to ${sheet.name}`,
      command,
      considerations: [
        { name: 'sturdyHost', value: linear(2, 1, 7, 0.2)(score(sheet.armour)) },
        { name: 'hostFightsClose', value: linear(2, 1, 7, 0.2)(score(sheet.cc)) },
      ],
    };
  });
}

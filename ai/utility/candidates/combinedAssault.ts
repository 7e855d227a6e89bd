import type { Command } from '../../../engine/netea/commands/schema';
import { followersRefusal } from '../../../engine/netea/rules/1.12-assaults/combinedAssault';
import { canActivate, formationsOf } from '../../../engine/netea/rules/1.2-formations/formations';
import type { GameState } from '../../../engine/netea/state/schema';
import type { Candidate } from '../score';

type Declare = Extract<Command, { type: 'action.declare' }>;

/** 2.1.2: formations that may follow the formation's commander into its assault now. */
export function possibleFollowers(game: GameState, formationId: string): string[] {
  const leader = game.formations[formationId];
  if (!leader) return [];
  return formationsOf(game, leader.side)
    .filter((f) => f.id !== formationId && canActivate(game, f))
    .filter(
      (f) =>
        followersRefusal(game, {
          type: 'action.declare',
          side: leader.side,
          formationId,
          action: 'engage',
          followers: [f.id],
        }) === null,
    )
    .map((f) => f.id);
}

/**
 * 2.1.2: each engage candidate of a formation with a commander, again with up to two formations
 * following it: more units in the assault count towards its result (1.12.7) and fight in it.
 */
export function combinedAssaultCandidates(
  game: GameState,
  candidates: readonly Candidate[],
): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    const command = c.command;
    if (command.type !== 'action.declare' || command.action !== 'engage') continue;
    const followers = possibleFollowers(game, command.formationId).slice(0, 2);
    if (followers.length === 0) continue;
    const combined: Declare = { ...command, followers };
    out.push({
      ...c,
      label: `${c.label} with ${followers.join(' and ')}`,
      command: combined,
      weight: (c.weight ?? 1) * (1 + 0.1 * followers.length),
      considerations: [...c.considerations, { name: 'followersInAssault', value: 1 }],
    });
  }
  return out;
}

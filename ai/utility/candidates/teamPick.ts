import type { Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import { teamOf } from '../../../engine/netea/rules/1.2-formations/sides';
import { teamPlayersToAct } from '../../../engine/netea/rules/5.3-scenarios/teamPlay';
import type { GameState } from '../../../engine/netea/state/schema';
import type { Difficulty } from '../mind';
import { rank, type Candidate } from '../score';
import { situationOf } from '../situation';
import { activationCandidates } from './activation';

/**
 * Seed 001 5.3.11.2: the commander's pick of the team-mate who acts. Each player of the team with
 * a formation left is scored by the best activation he could make now, as if the turn were his;
 * the commander picks the player of the best one. When the team may retain the initiative
 * (1.6.3), handing it over competes as it does in the player's own choice.
 */
export function teamPickCandidates(
  game: GameState,
  side: Side,
  pending: PendingDecision,
  difficulty: Difficulty,
): Candidate[] {
  const team = teamOf(game, side);
  if (team === null) return [];
  const out: Candidate[] = teamPlayersToAct(game, team).flatMap((player) => {
    const { teamPick: _pick, ...turnState } = game.turnState;
    const asPlayer: GameState = { ...game, turnState: { ...turnState, activeSide: player } };
    const best = rank(activationCandidates(asPlayer, situationOf(asPlayer, player), difficulty))[0];
    return best
      ? [
          {
            label: `player ${player + 1} acts: ${best.label}`,
            command: { type: 'team.pick' as const, side, player },
            considerations: best.considerations,
            ...(best.weight !== undefined ? { weight: best.weight } : {}),
          },
        ]
      : [];
  });
  if (pending.commands.includes('action.handOver'))
    out.push({
      label: 'hand the initiative over',
      command: { type: 'action.handOver', side },
      considerations: [{ name: 'retainOnlyForMuch', value: 0.42 }],
    });
  return out;
}

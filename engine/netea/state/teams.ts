import { z } from 'zod';
import { sideSchema } from '../commands/primitives';
import { MAX_ALL_AGAINST_ALL, MAX_SIDES } from './perSide';

/**
 * Seed 001 5.3.11.2-3, team play: "In Teamspielen werden die Spieler in zwei Seiten aufgeteilt".
 * A game of teams says which of the two teams each player belongs to and how the teams act:
 * hierarchical (a commander per team picks which of its players acts, 5.3.11.2) or simultaneous
 * (every player of the team with a formation acts, 5.3.11.3). Absent in every other game, so
 * saves and hashes of two-player and all-against-all games are unchanged.
 */
export const TEAM_MODES = ['hierarchical', 'simultaneous'] as const;
export const teamModeSchema = z.enum(TEAM_MODES);
export type TeamMode = z.infer<typeof teamModeSchema>;

/** A team: 0 or 1 ("zwei Seiten"). */
export const teamSchema = z.union([z.literal(0), z.literal(1)]);
export type Team = z.infer<typeof teamSchema>;

export const teamsSchema = z.strictObject({
  mode: teamModeSchema,
  /** The team of each player, indexed by side. */
  of: z.array(teamSchema).min(2).max(MAX_SIDES),
  /** 5.3.11.2: each team's commander ("Oberbefehlshaber"), indexed by team; hierarchical only. */
  commanders: z.array(sideSchema).length(2).optional(),
});
export type Teams = z.infer<typeof teamsSchema>;

/** The problems of `teams` for a game of `players` players (one line each, with its path); also
 * the limit of all against all when there are no teams. Shared by the game state, the set-up and
 * the scenario checks so the three agree. */
export function teamsProblems(
  teams: Teams | undefined,
  players: number,
): { path: (string | number)[]; message: string }[] {
  if (!teams)
    return players > MAX_ALL_AGAINST_ALL
      ? [
          {
            path: ['players'],
            message: `${players} players play in two teams (seed 001 5.3.11.2-3); all against all is for up to ${MAX_ALL_AGAINST_ALL} (5.3.11.1)`,
          },
        ]
      : [];
  const problems: { path: (string | number)[]; message: string }[] = [];
  if (teams.of.length !== players)
    problems.push({
      path: ['teams', 'of'],
      message: `${teams.of.length} team entries for ${players} players`,
    });
  for (const team of [0, 1] as const)
    if (!teams.of.includes(team))
      problems.push({
        path: ['teams', 'of'],
        message: `team ${team + 1} has no player: team play is between two teams (5.3.11.2)`,
      });
  if (teams.mode === 'hierarchical' && !teams.commanders)
    problems.push({
      path: ['teams', 'commanders'],
      message: 'a hierarchical game names a commander for each team (5.3.11.2)',
    });
  if (teams.mode === 'simultaneous' && teams.commanders)
    problems.push({
      path: ['teams', 'commanders'],
      message: 'a simultaneous game has no commanders: every player acts (5.3.11.3)',
    });
  teams.commanders?.forEach((side, team) => {
    if (teams.of[side] !== team)
      problems.push({
        path: ['teams', 'commanders', team],
        message: `the commander of team ${team + 1} must be one of its players, not player ${side + 1}`,
      });
  });
  return problems;
}

/** `teamsProblems` as zod issues, for a `superRefine`. */
export function checkTeams(
  teams: Teams | undefined,
  players: number,
  ctx: z.RefinementCtx,
  prefix: (string | number)[] = [],
): void {
  for (const p of teamsProblems(teams, players))
    ctx.addIssue({ code: 'custom', path: [...prefix, ...p.path], message: p.message });
}

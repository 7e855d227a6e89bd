import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../ai/registry';
import { noFireAtFriends, teamsTakeTurns } from '../../ai/sideInvariants';
import { playerSeed, simulate } from '../../ai/simulate';
import { situationOf } from '../../ai/utility/situation';
import type { Side } from '../../engine/netea/commands/schema';
import { isEnemy } from '../../engine/netea/rules/1.2-formations/sides';
import {
  createScenarioSetup,
  TEAM_BATTLE_HIERARCHICAL,
  TEAM_BATTLE_SIMULTANEOUS,
  type ScenarioInput,
} from '../../engine/netea/scenarios';
import { deployed } from '../fixtures/battle';

/** Seed 001 5.3.11.2-3: the computer players in games of two teams of two. */
function setup(scenario: ScenarioInput, seed: number) {
  const s = createScenarioSetup(scenario, { seed });
  if (!s.ok) throw new Error(s.error.join('\n'));
  return s.value;
}

describe('seed 001 5.3.11.2-3: the AI in team play', () => {
  it('5.3.11.2: the utility AI counts only the other team’s formations as the enemy', () => {
    const game = deployed(TEAM_BATTLE_HIERARCHICAL, 2).context.game;
    const s = situationOf(game, 0);
    expect(new Set(s.theirs.map((v) => v.formation.side))).toEqual(new Set([1, 3]));
  });

  it.each([
    ['hierarchical', TEAM_BATTLE_HIERARCHICAL],
    ['simultaneous', TEAM_BATTLE_SIMULTANEOUS],
  ] as const)(
    '5.3.11 %s: the utility AI on every seat plays a team battle to its end, every player acting, nobody firing at a team-mate, the invariants holding',
    (mode, scenario) => {
      const seed = 1;
      const players = [0, 1, 2, 3].map((side) =>
        createPlayer('ai:hard', playerSeed(seed, side as Side)),
      );
      // simulate throws on an illegal command, a stall or a broken invariant (among them
      // noFireAtFriends and teamsTakeTurns).
      const outcome = simulate(setup(scenario, seed), players, { checkInvariants: true });
      const { game } = outcome.snapshot.context;
      expect(game.teams?.mode).toBe(mode);
      expect(outcome.result.turn).toBeGreaterThanOrEqual(1);
      // A winner is a team, recorded under its lead (players 1 and 2 here).
      if (outcome.result.winner !== null) {
        expect([0, 1]).toContain(outcome.result.winner);
        expect(outcome.result.winningTeam).toBe(outcome.result.winner);
      }
      for (const side of [0, 1, 2, 3])
        expect(game.log.some((c) => c.type === 'action.declare' && c.side === side)).toBe(true);
      if (mode === 'hierarchical') {
        const picks = game.log.filter((c) => c.type === 'team.pick');
        expect(picks.length).toBeGreaterThan(0);
        // Only the commanders pick, each a player of his own team.
        for (const c of picks) {
          expect([0, 1]).toContain(c.side);
          expect(isEnemy(game, c.side, c.player)).toBe(false);
        }
      } else expect(game.log.some((c) => c.type === 'team.pick')).toBe(false);
      for (const c of game.log)
        if (c.type === 'shoot.declare' || c.type === 'assault.declare') {
          const target = game.formations[c.targetFormationId];
          expect(target && isEnemy(game, c.side, target.side)).toBe(true);
        }
    },
    120_000,
  );

  it('5.3.11.2: an attack on a team-mate and a team acting twice out of turn break the invariants', () => {
    const game = deployed(TEAM_BATTLE_HIERARCHICAL, 2).context.game;
    const mine = Object.values(game.formations).find((f) => f.side === 0)!;
    const mate = Object.values(game.formations).find((f) => f.side === 2)!;
    const attack = {
      formationId: mine.id,
      targetFormationId: mate.id,
      overwatch: false,
      shooters: [],
      hits: [],
      stage: 'normal' as const,
      crossfire: false,
      earlierKill: false,
    };
    expect(noFireAtFriends({ ...game, turnState: { ...game.turnState, attack } })).toMatch(
      /^1\.9\.1: .* shoots at .* of friendly player 3/,
    );
    const acted = {
      ...game,
      phase: 'action' as const,
      turnState: {
        ...game.turnState,
        lastActivation: { side: 0 as Side, formationId: mine.id, passed: false, retained: false },
      },
    };
    const declare = {
      type: 'action.declare' as const,
      side: 2 as Side,
      formationId: mate.id,
      action: 'advance' as const,
    };
    expect(teamsTakeTurns(acted, declare)).toMatch(
      /^5\.3\.11\.2: player 3 acts for his team again/,
    );
    expect(teamsTakeTurns(acted, { ...declare, side: 1 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { teamAssaultCandidates } from '../../ai/utility/candidates/teamJoin';
import type { Candidate } from '../../ai/utility/score';
import { validateCommand } from '../../engine/netea/commands/apply';
import { teamSituation } from '../conformance/5.3-scenarios/combinedFixture';

/** Seed 001 5.3.11.3: the utility AI proposes assaults joined by its team-mates' formations. */
const engage = (formationId: string): Candidate => ({
  label: `${formationId} engages`,
  command: { type: 'action.declare', side: 0, formationId, action: 'engage' },
  considerations: [{ name: 'assaultOdds', value: 0.6 }],
});

describe('5.3.11.3: the utility AI and combined assaults of team-mates', () => {
  it('5.3.11.3: an engage again joined by the team-mate formation that can reach the same Orks, not by one too far off', () => {
    const game = teamSituation();
    const [combined, ...more] = teamAssaultCandidates(game, [engage('a')]);
    expect(more).toEqual([]);
    // b stands 10cm east of a, the Orks 12cm south of both; d is some 45cm off, beyond a
    // charge and 15cm (1.12.3).
    expect(combined?.command).toEqual({
      type: 'action.declare',
      side: 0,
      formationId: 'a',
      action: 'engage',
      partners: [{ formationId: 'b', action: 'engage' }],
    });
    expect(validateCommand(game, combined!.command)).toBeNull();
    expect(combined!.weight).toBeCloseTo(1.1, 6);
    expect(combined!.considerations.map((c) => c.name)).toContain('teamMatesInAssault');
  });

  it('5.3.11.3: none outside simultaneous team play, and none for another action', () => {
    const hierarchical = teamSituation({
      mode: 'hierarchical',
      of: [0, 1, 0, 1],
      commanders: [0, 1],
    });
    expect(teamAssaultCandidates(hierarchical, [engage('a')])).toEqual([]);
    const advance: Candidate = {
      ...engage('a'),
      command: { type: 'action.declare', side: 0, formationId: 'a', action: 'advance' },
    };
    expect(teamAssaultCandidates(teamSituation(), [advance])).toEqual([]);
  });
});

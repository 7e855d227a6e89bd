import { describe, expect, it } from 'vitest';
import { reasonsInWords } from '../../ai/utility/reasons';
import { explain, rank } from '../../ai/utility/score';
import type { Command } from '../../engine/netea/commands/schema';

describe("the computer's reasons in words", () => {
  it('give the two strongest reasons a player would name', () => {
    expect(
      reasonsInWords([
        { name: 'cover', value: 0.55 },
        { name: 'expectedKills', value: 0.9 },
        { name: 'breaksTarget', value: 0.8 },
      ]),
    ).toBe('it should destroy units, and the target can be broken this turn');
  });

  it('leave out weak and unnamed considerations, and say something when none is left', () => {
    expect(reasonsInWords([{ name: 'expectedKills', value: 0.2 }])).toBe(
      'it is the best of what the rules allow now',
    );
    expect(reasonsInWords([{ name: 'somethingInternal', value: 1 }])).toBe(
      'it is the best of what the rules allow now',
    );
  });

  it('are what an explanation says, with no label, score or id in it', () => {
    const command = { type: 'action.end', side: 0 } as Command;
    const ranked = rank([
      {
        label: 'f-a-sm-tactical-1 advance',
        command,
        considerations: [
          { name: 'objectiveControl', value: 1 },
          { name: 'actionTest', value: 0.9 },
        ],
      },
    ]);
    const { summary } = explain(ranked[0]!, ranked);
    expect(summary).toBe('it takes or holds an objective, and its action test is likely to pass');
    expect(summary).not.toMatch(/f-a-|score|\d/);
  });
});

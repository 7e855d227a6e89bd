import { describe, expect, it } from 'vitest';
import { aimedTargets, isMixed } from '../../../../engine/netea/rules/3-war-engines/aim';
import { boyz, bunker, devastatorsVs } from './helpers';

describe('3.2.1 Attacks on formations of war engines and other units', () => {
  const mixed = devastatorsVs([bunker('bk', 60, 45), ...boyz(2, 70, 45)]);

  it('3.2.1: the attacker states whether his attacks are directed at the war engines or the other units', () => {
    expect(isMixed(mixed, 'we')).toBe(true);
    expect(isMixed(devastatorsVs([bunker('bk', 60, 45)]), 'we')).toBe(false);
    const all = ['bk', 'boy1', 'boy2'];
    expect(aimedTargets(mixed, all, 'war-engines')).toEqual(['bk']);
    expect(aimedTargets(mixed, all, 'others')).toEqual(['boy1', 'boy2']);
  });

  it('3.2.1: without a declaration the attacks go at the other units when they can reach them, else at the war engines', () => {
    expect(aimedTargets(mixed, ['bk', 'boy1'], undefined)).toEqual(['boy1']);
    expect(aimedTargets(mixed, ['bk'], undefined)).toEqual(['bk']);
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { startChart } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import type { GameState } from '../../engine/netea/state/schema';
import { go, moveAll } from '../conformance/helpers';
import { declareWith, join, teamSituation } from '../conformance/5.3-scenarios/combinedFixture';
import { mount } from './decisionPanelHarness';
import { textOf } from './dom';

/** Seed 001 5.3.11.3 on the page: the panel says which formation of a combined fire moves now. */
const moment = (game: GameState) => ({
  game,
  pending: pendingDecision(startChart(game)),
  events: [],
});

describe('combined fire with moves on the page (5.3.11.3)', () => {
  it('names the partner making its moves once the acting formation has made its own', () => {
    const asked = go(teamSituation(), declareWith('advance'));
    const agreed = go(asked.state, join(2, true), 4).state;
    expect(textOf(mount(moment(agreed)).panel.querySelector('h3 + p'))).toBe(
      'a: Advance · moves 0/1',
    );
    const moved = moveAll(agreed, 0, ['a1', 'a2', 'a3'], 0, -2).state;
    expect(textOf(mount(moment(moved)).panel.querySelector('h3 + p'))).toBe(
      'a: Advance · b moves · moves 0/1',
    );
  });
});

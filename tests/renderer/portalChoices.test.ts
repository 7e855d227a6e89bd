import { describe, expect, it } from 'vitest';
import { actionChoices, readyFormations } from '../../renderer/src/play/choices';
import { reserveCandidates } from '../../renderer/src/play/tournamentChoices';
import {
  actionPhase,
  atReserves,
  ALPHA,
  BETA,
  KEPT,
  PREDATORS,
  withPortals,
} from '../conformance/portalFixtures';
import { tournamentGame } from '../netea/rules/6.1-tournament/fixture';
import type { GameState } from '../../engine/netea/state/schema';

describe('the page offers reserves by portal (6.1.6)', () => {
  it('a Tactical detachment of an army with a portal may be declared in reserve through a portal; the Predators may not', () => {
    const game = atReserves(withPortals(tournamentGame({ forces: [ALPHA, BETA] })));
    const offered = reserveCandidates(game, 0);
    const tactical = offered.find((c) => c.formation.id === KEPT);
    expect(tactical?.options.map((o) => o.means)).toContain('portal');
    const predators = offered.find((c) => c.formation.id === PREDATORS);
    expect(predators?.options.map((o) => o.means) ?? []).not.toContain('portal');
  });

  it('the reserve is among the formations ready to act, each action offered through each portal, legal', () => {
    const game = actionPhase();
    expect(readyFormations(game, 0).map((f) => f.id)).toContain(KEPT);
    const choices = actionChoices(game, 0, KEPT);
    const portals = game.formations[PREDATORS]!.unitIds;
    const advance = choices.filter((c) => c.key.startsWith('advance-portal-'));
    expect(advance.map((c) => c.command)).toEqual(
      portals.map((portal) => expect.objectContaining({ action: 'advance', portal })),
    );
    expect(advance.every((c) => c.refusal === null)).toBe(true);
    expect(advance[0]!.label).toMatch(/through the portal/);
    // Overwatch lets it not enter play: offered with the engine's reason.
    expect(choices.find((c) => c.key.startsWith('overwatch-portal-'))?.refusal).toMatchObject({
      code: 'portal/must-enter-play',
      section: '6.1.6',
    });
  });

  it('with no portal left, one choice: activate and lose the activation (6.1.6 FAQ)', () => {
    const game = actionPhase();
    const units = { ...game.units };
    for (const id of game.formations[PREDATORS]!.unitIds)
      units[id] = { ...units[id]!, status: 'destroyed', position: null };
    const stranded: GameState = { ...game, units };
    const choices = actionChoices(stranded, 0, KEPT);
    expect(choices).toHaveLength(1);
    expect(choices[0]).toMatchObject({ key: 'no-way-in', refusal: null });
    expect(choices[0]!.label).toMatch(/activation is lost/);
  });
});

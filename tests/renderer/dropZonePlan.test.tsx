// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fieldFormations } from '../../engine/netea/armies/field';
import type { Command } from '../../engine/netea/commands/schema';
import { AEROSPACE } from '../../engine/netea/scenarios/tournamentArmies';
import { createTournamentSetup } from '../../engine/netea/scenarios/tournament';
import { createGame } from '../../engine/netea/state/setup';
import { sideView } from '../../engine/netea/state/view';
import type { GameState } from '../../engine/netea/state/schema';
import { setLanguage } from '../../renderer/src/i18n';
import {
  addPlanPoint,
  planetfallFormations,
  spacecraftCommand,
  spacecraftToPlanNow,
  type SpacecraftDraft,
} from '../../renderer/src/play/spacecraftPlan';
import { reserveCandidates, reservesCommand } from '../../renderer/src/play/tournamentChoices';
import { SpacecraftPlan } from '../../renderer/src/screens/SpacecraftPlan';
import { formationNamed, list, roster } from '../netea/armies/field/helpers';
import { play, setUpUntil } from '../netea/rules/6.1-tournament/fixture';
import { button, byTestId, click, render, textOf } from './dom';
import { TournamentSetupControl } from '../../renderer/src/panels/TournamentSetupControl';
import { ChoiceButton } from '../../renderer/src/panels/ChoiceButton';

/**
 * 4.3.1, 4.4, 6.1.5, 6.1.6: the person's spacecraft plan puts down the drop zone of each
 * formation that will land by planetfall: the bundled Space Marine list's Thunderhawk (a
 * transport aircraft with planetfall) beside a Strike Cruiser. Without a drop zone the
 * Thunderhawk cannot be kept in reserve by planetfall.
 */
function atSpacecraft(extra: readonly string[] = []): GameState {
  const sm = list('space-marines-ea');
  const army = fieldFormations(
    sm,
    'Marines',
    roster(sm, [
      formationNamed(sm, 'Tactical'),
      formationNamed(sm, 'Thunderhawk'),
      ...extra.map((name) => formationNamed(sm, name)),
      formationNamed(sm, 'Strike Cruiser'),
    ]).formations,
    AEROSPACE,
  );
  if (!army.ok) throw new Error(army.error.join(' '));
  const setup = createTournamentSetup({
    seed: 11,
    pointsTotal: 3000,
    forces: [
      { name: 'Marines', strategyRating: 5, formations: [], army: army.value },
      {
        name: 'Beta',
        strategyRating: 3,
        formations: [{ formation: 'sm-tactical-detachment', points: 300 }],
      },
    ],
  });
  if (!setup.ok) throw new Error(setup.error.join(' '));
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join(' '));
  const game = play(created.value, { type: 'tournament.chooseEdge', side: 0, edge: 'south' });
  return setUpUntil(game, 'garrisons');
}

const named = (game: GameState, prefix: string) =>
  Object.values(game.formations).find((f) => f.name.startsWith(prefix))!;

function mountPlan(game: GameState, draft: SpacecraftDraft) {
  const plan = spacecraftToPlanNow(game, 0)!;
  const onDraft = vi.fn<(d: SpacecraftDraft) => void>();
  const onSubmit = vi.fn<(c: Command) => void>();
  const { container } = render(
    <SpacecraftPlan
      game={game}
      side={0}
      name={plan.name}
      most={plan.most}
      draft={draft}
      onDraft={onDraft}
      onSubmit={onSubmit}
    />,
  );
  return { container, onDraft, onSubmit };
}

describe('4.4 drop zones in the spacecraft plan (6.1.5)', () => {
  it('offers the Thunderhawk (planetfall), not the Tactical detachment; a click puts its drop zone down or moves it', () => {
    const game = atSpacecraft();
    const hawk = named(game, 'Thunderhawk');
    expect(planetfallFormations(game, 0).map((f) => f.id)).toEqual([hawk.id]);
    const plan = spacecraftToPlanNow(game, 0)!;
    // Without a formation chosen, a click is a bombardment point (4.3.3).
    const bombed = addPlanPoint(plan.draft, plan.most, { x: 90, y: 80 });
    expect(bombed).toMatchObject({ bombardment: [{ x: 90, y: 80 }] });
    expect(bombed.dropZones).toBeUndefined();
    const placing = { ...bombed, placing: hawk.id };
    const once = addPlanPoint(placing, plan.most, { x: 90, y: 60 });
    const moved = addPlanPoint(once, plan.most, { x: 100, y: 50 });
    expect(moved.dropZones).toEqual([{ formationId: hawk.id, position: { x: 100, y: 50 } }]);
    expect(moved.bombardment).toEqual([{ x: 90, y: 80 }]);
  });

  it('the panel chooses what a click puts down, shows the drop zone, refuses one off the table with its reason', () => {
    const game = atSpacecraft();
    const hawk = named(game, 'Thunderhawk');
    const plan = spacecraftToPlanNow(game, 0)!;
    const first = mountPlan(game, plan.draft);
    expect(textOf(byTestId(first.container, `drop-zone-${hawk.id}`))).toContain(
      `A click puts down the drop zone of ${hawk.name}`,
    );
    click(byTestId(first.container, `click-drop-zone-${hawk.id}`));
    expect(first.onDraft).toHaveBeenCalledWith({ ...plan.draft, placing: hawk.id });

    const off = addPlanPoint({ ...plan.draft, placing: hawk.id }, plan.most, { x: 250, y: 60 });
    const refused = mountPlan(game, off);
    expect(textOf(byTestId(refused.container, 'spacecraft-verdict'))).toBe(
      'Bombardment points and drop zones must be on the table. (4.3.1)',
    );
    expect(byTestId<HTMLButtonElement>(refused.container, 'spacecraft-send').disabled).toBe(true);
  });

  it('the plan is sent with the drop zone; then the Thunderhawk is offered in reserve by planetfall and must be declared so (6.1.6 FAQ)', () => {
    const game = atSpacecraft();
    const hawk = named(game, 'Thunderhawk');
    const plan = spacecraftToPlanNow(game, 0)!;
    const draft = addPlanPoint({ ...plan.draft, placing: hawk.id }, plan.most, { x: 90, y: 60 });
    const { container, onSubmit } = mountPlan(game, draft);
    expect(textOf(byTestId(container, `drop-zone-${hawk.id}`))).toContain(
      `Drop zone of ${hawk.name} at (90.0, 60.0); a click moves it`,
    );
    expect(textOf(byTestId(container, 'spacecraft-verdict'))).toBe('Legal: ready to send.');
    click(byTestId(container, 'spacecraft-send'));
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toEqual(spacecraftCommand(game, 0, draft));
    expect(sent).toMatchObject({
      type: 'setup.spacecraft',
      plan: { dropZones: [{ formationId: hawk.id, position: { x: 90, y: 60 } }] },
    });
    let next = play(game, sent);
    while (next.tournament?.step === 'garrisons')
      next = play(next, { type: 'tournament.endGarrisons', side: next.tournament.next });
    const offered = reserveCandidates(next, 0).find((c) => c.formation.id === hawk.id);
    expect(offered?.options.map((o) => o.means)).toContain('planetfall');
    expect(reservesCommand(next, 0, []).refusal?.code).toBe('tournament/drop-zone-undeclared');
    // 4.3.1: the drop zone is secret: the other seat's window has no plot of side 0.
    expect(sideView(next, 1).plots?.some((p) => p.side === 0) ?? false).toBe(false);
  });

  it('6.1.6 FAQ: with two drop zones written down, each formation is offered planetfall, and both are declared together', () => {
    const game = atSpacecraft(['Landing Craft']);
    const hawk = named(game, 'Thunderhawk');
    const craft = named(game, 'Landing Craft');
    const plan = spacecraftToPlanNow(game, 0)!;
    let draft = addPlanPoint({ ...plan.draft, placing: hawk.id }, plan.most, { x: 80, y: 60 });
    draft = addPlanPoint({ ...draft, placing: craft.id }, plan.most, { x: 100, y: 60 });
    let next = play(game, spacecraftCommand(game, 0, draft));
    while (next.tournament?.step === 'garrisons')
      next = play(next, { type: 'tournament.endGarrisons', side: next.tournament.next });
    const offered = reserveCandidates(next, 0);
    for (const f of [hawk, craft])
      expect(offered.find((c) => c.formation.id === f.id)?.options.map((o) => o.means)).toEqual([
        'planetfall',
      ]);
    const both = reservesCommand(next, 0, [
      { formationId: hawk.id, means: 'planetfall' },
      { formationId: craft.id, means: 'planetfall' },
    ]);
    expect(both.refusal).toBeNull();
  });

  it('6.1.6 FAQ: the reserves step offers a drop-zoned formation only the entries the engine accepts: no "as aircraft" or "set up on the table", planetfall chosen, the declaration legal', () => {
    const game = atSpacecraft(['Landing Craft']);
    const hawk = named(game, 'Thunderhawk');
    const craft = named(game, 'Landing Craft');
    const plan = spacecraftToPlanNow(game, 0)!;
    let draft = addPlanPoint({ ...plan.draft, placing: hawk.id }, plan.most, { x: 80, y: 60 });
    draft = addPlanPoint({ ...draft, placing: craft.id }, plan.most, { x: 100, y: 60 });
    let next = play(game, spacecraftCommand(game, 0, draft));
    while (next.tournament?.step === 'garrisons')
      next = play(next, { type: 'tournament.endGarrisons', side: next.tournament.next });
    const onSubmit = vi.fn<(c: Command) => void>();
    const { container } = render(
      <TournamentSetupControl
        game={next}
        side={0}
        selectedFormationId={null}
        overwatch={false}
        onSubmit={onSubmit}
        list={(choices) =>
          choices.map((c) => (
            <ChoiceButton key={c.key} choice={c} onSubmit={onSubmit} detail={undefined} />
          ))
        }
      />,
    );
    for (const f of [hawk, craft]) {
      const set = byTestId(container, `tournament-reserve-${f.id}`);
      const radios = [...set.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      expect(textOf(set)).not.toContain('as aircraft');
      expect(textOf(set)).not.toContain('set up on the table');
      expect(radios).toHaveLength(1);
      expect(radios[0]!.checked).toBe(true);
      expect(textOf(set)).toContain(`${f.name}, by planetfall (4.4)`);
    }
    click(button(container, 'Declare 2 in reserve'));
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toMatchObject({
      type: 'tournament.declareReserves',
      reserves: [
        { formationId: hawk.id, means: 'planetfall' },
        { formationId: craft.id, means: 'planetfall' },
      ],
    });
    expect(play(next, sent).tournament?.reservesDeclared[0]).toBe(true);
  });

  it('speaks German', () => {
    setLanguage('de');
    try {
      const game = atSpacecraft();
      const hawk = named(game, 'Thunderhawk');
      const { container } = mountPlan(game, spacecraftToPlanNow(game, 0)!.draft);
      expect(textOf(byTestId(container, `drop-zone-${hawk.id}`))).toContain(
        `Ein Klick setzt die Landezone von ${hawk.name}`,
      );
    } finally {
      act(() => setLanguage('en'));
    }
  });
});

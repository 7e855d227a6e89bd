// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { BundledCampaign, StartCampaignRequest } from '../../main/ipc/api';
import type { CampaignClient } from '../../renderer/src/campaigns/campaignClient';
import { setLanguage } from '../../renderer/src/i18n';
import { CampaignListScreen } from '../../renderer/src/screens/CampaignListScreen';
import { fakeCampaigns } from './fakeCampaigns';
import { button, byTestId, click, render, settle, textOf, typeInto } from './dom';

afterEach(() => setLanguage('en'));

/** The training league as main lists it (main/campaigns/service.ts startListing). */
const LEAGUE: BundledCampaign = {
  id: 'training-league',
  name: "The Chapter's Training League",
  kind: 'league',
  section: '5.4.1',
  summary: 'A league.',
  sides: false,
  person: null,
  opponent: null,
  opponentPlayer: null,
  takesArmy: false,
};

/** A campaign client that lists the league and keeps what the screen asks to start. */
function client(started: StartCampaignRequest[]): CampaignClient {
  return fakeCampaigns({
    bundled: async () => ({ ok: true, value: [LEAGUE] }),
    list: async () => ({ ok: true, value: [] }),
    definitions: async () => ({ ok: true, value: [] }),
    start: async (request) => {
      started.push(request);
      return { ok: true, value: 'league-1' };
    },
  });
}

describe('5.4.1 the start dialog adds people at the same machine to a league', () => {
  it('adds two people, removes one, and starts the league with the one kept', async () => {
    const started: StartCampaignRequest[] = [];
    const opened: string[] = [];
    const { container } = render(
      <CampaignListScreen
        campaigns={client(started)}
        onOpen={(id) => opened.push(id)}
        onBack={() => {}}
      />,
    );
    await settle();
    const card = byTestId(container, 'campaign-training-league');
    expect(textOf(byTestId(card, 'league-people'))).toContain('More people at this machine');
    click(button(card, 'Add a person'));
    click(button(card, 'Add a person'));
    const names = card.querySelectorAll<HTMLInputElement>('[data-testid="league-person-name"]');
    expect(names).toHaveLength(2);
    typeInto(names[0]!, 'Anna');
    typeInto(names[1]!, 'Ben');
    // A fixed-forces league takes no army: none is offered per person.
    expect(card.querySelector('[data-testid="league-person-army"]')).toBeNull();
    click(card.querySelectorAll<HTMLButtonElement>('[data-testid="league-person-remove"]')[1]!);
    expect(card.querySelectorAll('[data-testid="league-person"]')).toHaveLength(1);
    click(byTestId(card, 'start-campaign-training-league'));
    await settle();
    expect(started).toEqual([{ campaign: 'training-league', seed: 1, people: [{ name: 'Anna' }] }]);
    expect(opened).toEqual(['league-1']);
  });

  it('starts a league without anyone added as before, and speaks German', async () => {
    setLanguage('de');
    const started: StartCampaignRequest[] = [];
    const { container } = render(
      <CampaignListScreen campaigns={client(started)} onOpen={() => {}} onBack={() => {}} />,
    );
    await settle();
    const card = byTestId(container, 'campaign-training-league');
    expect(textOf(byTestId(card, 'league-people'))).toContain('Weitere Personen an diesem Rechner');
    click(button(card, 'Eine Person hinzufügen'));
    expect(textOf(card)).toContain('Entfernen');
    click(button(card, 'Entfernen'));
    click(byTestId(card, 'start-campaign-training-league'));
    await settle();
    expect(started).toEqual([{ campaign: 'training-league', seed: 1 }]);
  });
});

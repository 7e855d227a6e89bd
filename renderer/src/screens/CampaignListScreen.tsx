import { useEffect, useState, type ReactNode } from 'react';
import { FileInput } from './FileInput';
import { PLAYER_IDS, type PlayerId } from '../../../ai/registry';
import type { BundledCampaign, CampaignListing, OwnDefinition } from '../../../main/ipc/api';
import type { ArmyChoice } from '../../../engine/netea/scenarios/tournamentOptions';
import type { RosterClient } from '../host/rosterClient';
import type { CampaignClient } from '../campaigns/campaignClient';
import { story } from '../campaigns/storyDe';
import { download, kindWords } from '../campaigns/words';
import { fromDefinition, newDraft, type Draft } from '../campaigns/editorModel';
import { ALL_SCENARIOS } from '../../../engine/netea/scenarios';
import { CampaignEditorScreen } from './CampaignEditorScreen';
import { useWords } from '../i18n';
import { ComputerPlayerOptions } from './ComputerPlayerOptions';
import { ArmySelect, type ArmyOptions } from './ArmySelect';

/**
 * Campaigns (seed 001 5.4): the bundled ones to start, from the side and against the AI player
 * the person chooses, and the person's own campaigns to open where they left them.
 */
export function CampaignListScreen(props: {
  campaigns: CampaignClient;
  /** The person's rosters, offered as their army for a campaign's tournament games (6.1.1). */
  rosters?: RosterClient;
  onOpen: (id: string) => void;
  onBack: () => void;
}) {
  const t = useWords();
  const [bundled, setBundled] = useState<readonly BundledCampaign[] | null>(null);
  const [saved, setSaved] = useState<readonly CampaignListing[] | null>(null);
  const [own, setOwn] = useState<readonly OwnDefinition[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  /** The editor open on a draft (5.4.2), and the definition it replaces when saved. */
  const [editing, setEditing] = useState<{ draft: Draft; replace?: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);

  useEffect(() => {
    let live = true;
    void Promise.all([
      props.campaigns.bundled(),
      props.campaigns.list(),
      props.campaigns.definitions(),
    ]).then(([b, s, d]) => {
      if (!live) return;
      if (b.ok) setBundled(b.value);
      else setProblem(b.problem);
      if (s.ok) setSaved(s.value);
      else setProblem(s.problem);
      if (d.ok) setOwn(d.value);
      else setProblem(d.problem);
    });
    return () => {
      live = false;
    };
  }, [props.campaigns, refresh]);

  // The army choices (6.1.1), loaded only when some campaign takes an army: the lists are large.
  const [armies, setArmies] = useState<ArmyOptions>({ lists: [], rosters: [] });
  const wantsArmies = [
    ...(bundled ?? []),
    ...own.flatMap((d) => ('listing' in d ? [d.listing] : [])),
  ].some((c) => c.takesArmy);
  useEffect(() => {
    if (!wantsArmies) return;
    let live = true;
    void Promise.all([
      import('../../../engine/netea/armies/lists'),
      props.rosters?.list() ?? Promise.resolve(null),
    ]).then(([m, listed]) => {
      if (!live) return;
      setArmies({
        lists: m.bundledLists().map((l) => ({ id: l.id, name: l.name })),
        rosters: listed?.ok ? listed.value : [],
      });
    });
    return () => {
      live = false;
    };
  }, [wantsArmies, props.rosters]);

  /** The army as main takes it: a roster is opened and sent whole, to be kept in the campaign. */
  const armyOf = async (value: string): Promise<ArmyChoice | string | undefined> => {
    if (value.startsWith('list:')) return { kind: 'list', listId: value.slice(5) };
    if (value.startsWith('roster:') && props.rosters) {
      const opened = await props.rosters.open(value.slice(7));
      return opened.ok ? { kind: 'roster', roster: opened.value.roster } : opened.problem;
    }
    return undefined;
  };
  const start = async (
    request: Parameters<CampaignClient['start']>[0],
    army = '',
    people: readonly PersonDraft[] = [],
  ) => {
    setBusy(true);
    const chosen = await armyOf(army);
    const theirs = await Promise.all(people.map((p) => armyOf(p.army)));
    const unfit = [chosen, ...theirs].find((a) => typeof a === 'string');
    if (typeof unfit === 'string') {
      setBusy(false);
      return setProblem(t('The campaign cannot start: {{problem}}', { problem: unfit }));
    }
    const started = await props.campaigns.start({
      ...request,
      ...(chosen ? { army: chosen as ArmyChoice } : {}),
      ...(people.length > 0
        ? {
            people: people.map((p, i) => ({
              name: p.name,
              ...(theirs[i] ? { army: theirs[i] as ArmyChoice } : {}),
            })),
          }
        : {}),
    });
    setBusy(false);
    if (started.ok) props.onOpen(started.value);
    else setProblem(t('The campaign cannot start: {{problem}}', { problem: started.problem }));
  };
  const remove = async (id: string) => {
    const removed = await props.campaigns.remove(id);
    if (!removed.ok) setProblem(removed.problem);
    setRefresh((r) => r + 1);
  };
  const removeDefinition = async (id: string) => {
    const removed = await props.campaigns.removeDefinition(id);
    if (!removed.ok) setProblem(removed.problem);
    setRefresh((r) => r + 1);
  };
  const exportDefinition = async (id: string, name: string) => {
    const text = await props.campaigns.exportDefinition(id);
    if (!text.ok) return setProblem(text.problem);
    const file = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'campaign';
    download(text.value, `${file}.epiccampaign`, 'application/json');
  };
  /** A `.epiccampaign` file: checked in main; a refused one changes nothing and says why. */
  const importFile = async (file: File) => {
    setProblem(null);
    setNotice(null);
    const imported = await props.campaigns.importFile(await file.text());
    if (!imported.ok) {
      setProblem(
        t('{{name}} cannot be imported: {{problem}}', {
          name: file.name,
          problem: imported.problem,
        }),
      );
      return;
    }
    if (imported.value.kind === 'campaign') return props.onOpen(imported.value.id);
    setNotice(
      t('The campaign definition {{name}} is ready to start.', {
        name: story(imported.value.name),
      }),
    );
    setRefresh((r) => r + 1);
  };

  if (editing)
    return (
      <CampaignEditorScreen
        campaigns={props.campaigns}
        draft={editing.draft}
        {...(editing.replace ? { replace: editing.replace } : {})}
        onDone={() => {
          setEditing(null);
          setRefresh((r) => r + 1);
        }}
      />
    );
  const firstScenario = ALL_SCENARIOS[0]!.id;
  return (
    <main className="start campaigns" data-testid="campaign-list">
      <h1>{t('Campaigns')}</h1>
      <p className="subtitle">
        {t('A series of battles against the computer, kept on disk between evenings (5.4).')}
      </p>
      <div className="start-columns">
        <section>
          <h2>{t('Start a campaign')}</h2>
          {bundled === null && <p className="hint">{t('Reading the campaigns…')}</p>}
          {bundled?.map((c) => (
            <StartCard key={c.id} campaign={c} busy={busy} armies={armies} onStart={start} />
          ))}
          {own.length > 0 && <h2>{t('Your campaign definitions')}</h2>}
          {own.map((d) =>
            'listing' in d ? (
              <StartCard
                key={d.id}
                campaign={d.listing}
                busy={busy}
                armies={armies}
                onStart={start}
              >
                {fromDefinition(d.definition, firstScenario) && (
                  <button
                    data-testid="edit-definition"
                    onClick={() =>
                      setEditing({
                        draft: fromDefinition(d.definition, firstScenario)!,
                        replace: d.id,
                      })
                    }
                  >
                    {t('Edit')}
                  </button>
                )}
                <button
                  data-testid="export-definition"
                  onClick={() => void exportDefinition(d.id, d.listing.name)}
                >
                  {t('Export')}
                </button>
                <button
                  className="delete-save"
                  data-testid="remove-definition"
                  onClick={() => void removeDefinition(d.id)}
                >
                  {t('Delete')}
                </button>
              </StartCard>
            ) : (
              <p className="error" key={d.id} data-testid="damaged-definition">
                {t('{{name}} cannot be read ({{problem}})', { name: d.id, problem: d.problem })}
              </p>
            ),
          )}
        </section>
        <section>
          <h2>{t('Your campaigns')}</h2>
          {saved !== null && saved.length === 0 && (
            <p className="hint">{t('No campaign started yet.')}</p>
          )}
          <ul className="saves">
            {saved?.map((c) => (
              <li key={c.id}>
                {c.problem === undefined ? (
                  <button data-testid="open-campaign" onClick={() => props.onOpen(c.id)}>
                    {story(c.name ?? c.id)} — {kindWords(c.kind)},{' '}
                    {c.over
                      ? t('over after {{count}} battles', { count: c.battles ?? 0 })
                      : t('{{count}} battles played', { count: c.battles ?? 0 })}
                  </button>
                ) : (
                  <span className="error" data-testid="damaged-campaign">
                    {t('{{name}} cannot be read ({{problem}})', {
                      name: c.id,
                      problem: c.problem,
                    })}
                  </span>
                )}
                <button
                  className="delete-save"
                  data-testid="remove-campaign"
                  onClick={() => void remove(c.id)}
                >
                  {t('Delete')}
                </button>
              </li>
            ))}
          </ul>
          <h2>{t('Make a campaign')}</h2>
          <div className="choices">
            <button
              data-testid="new-ladder"
              onClick={() => setEditing({ draft: newDraft('ladder', firstScenario) })}
            >
              {t('New ladder campaign')}
            </button>
            <button
              data-testid="new-tree"
              onClick={() => setEditing({ draft: newDraft('tree', firstScenario) })}
            >
              {t('New tree campaign')}
            </button>
            <button
              data-testid="new-narrative"
              onClick={() => setEditing({ draft: newDraft('narrative', firstScenario) })}
            >
              {t('New narrative campaign')}
            </button>
          </div>
          <FileInput
            className="import-save"
            testId="import-campaign"
            accept=".epiccampaign,.json"
            onFile={(file) => void importFile(file)}
          >
            {t('Import a campaign file…')}{' '}
          </FileInput>
          <button data-testid="campaigns-back" onClick={props.onBack}>
            {t('Back to the start screen')}
          </button>
        </section>
      </div>
      {notice && (
        <p className="notice" data-testid="campaign-notice">
          {notice}
        </p>
      )}
      {problem && (
        <p className="error" data-testid="campaign-list-problem">
          {problem}
        </p>
      )}
    </main>
  );
}

/** 5.4.1: a person at this machine joining a league, as the start dialog edits them: a name, and
 * an army as the army select gives it ('' for the league's own). */
interface PersonDraft {
  readonly name: string;
  readonly army: string;
}

/** One bundled campaign: its story, and the person's side, opponent and seed to start it. */
function StartCard(props: {
  campaign: BundledCampaign;
  busy: boolean;
  armies: ArmyOptions;
  /** `army`: '' for the campaign's own, `list:<id>` or `roster:<id>`; `people`: a league's more
   * people at this machine. */
  onStart: (
    request: Parameters<CampaignClient['start']>[0],
    army: string,
    people: readonly PersonDraft[],
  ) => void;
  /** Buttons of the person's own definitions (export, delete). */
  children?: ReactNode;
}) {
  const t = useWords();
  const c = props.campaign;
  const [otherSide, setOtherSide] = useState(false);
  const [opponent, setOpponent] = useState<PlayerId>(
    (PLAYER_IDS as readonly string[]).includes(c.opponentPlayer ?? '')
      ? (c.opponentPlayer as PlayerId)
      : 'ai:normal',
  );
  const [seed, setSeed] = useState('1');
  const [army, setArmy] = useState('');
  const [people, setPeople] = useState<readonly PersonDraft[]>([]);
  const league = c.kind === 'league';
  const setPerson = (i: number, change: Partial<PersonDraft>) =>
    setPeople((all) => all.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const seedValue = Number(seed);
  const seedOk = /^\d+$/.test(seed) && seedValue <= 0xffffffff;
  return (
    <div className="campaign-card" data-testid={`campaign-${c.id}`}>
      <h3>{story(c.name)}</h3>
      <p className="hint">
        {kindWords(c.kind)} ({c.section})
      </p>
      <p>{story(c.summary)}</p>
      {c.sides && c.person && c.opponent ? (
        <label>
          {t('You play')}{' '}
          <select
            data-testid="campaign-side"
            value={otherSide ? 'other' : 'written'}
            onChange={(e) => setOtherSide(e.target.value === 'other')}
          >
            <option value="written">{story(c.person)}</option>
            <option value="other">{story(c.opponent)}</option>
          </select>
        </label>
      ) : null}
      {c.opponentPlayer !== null ? (
        <label>
          {t('The computer plays as')}{' '}
          <select
            data-testid="campaign-opponent"
            value={opponent}
            onChange={(e) => setOpponent(e.target.value as PlayerId)}
          >
            <ComputerPlayerOptions />
          </select>
        </label>
      ) : (
        <p className="hint">{t('Each computer player of the league plays as its entry says.')}</p>
      )}
      {c.takesArmy ? (
        <label>
          {t('Your army in its tournament games')}{' '}
          <ArmySelect
            testId="campaign-army"
            armies={props.armies}
            first={{ value: '', words: t('the army the campaign gives you') }}
            value={army}
            onChange={setArmy}
          />
        </label>
      ) : null}
      {league && (
        <fieldset className="league-people" data-testid="league-people">
          <legend>{t('More people at this machine')}</legend>
          <p className="hint">
            {t(
              'Each joins the league as an entry of their own; games between two people are played hot seat.',
            )}
          </p>
          {people.map((p, i) => (
            <div key={i} className="league-person" data-testid="league-person">
              <label>
                {t('Name')}{' '}
                <input
                  data-testid="league-person-name"
                  value={p.name}
                  maxLength={200}
                  onChange={(e) => setPerson(i, { name: e.target.value })}
                />
              </label>
              {c.takesArmy && (
                <label>
                  {t('Army')}{' '}
                  <ArmySelect
                    testId="league-person-army"
                    armies={props.armies}
                    first={{ value: '', words: t('the army the campaign gives you') }}
                    value={p.army}
                    onChange={(value) => setPerson(i, { army: value })}
                  />
                </label>
              )}
              <button
                data-testid="league-person-remove"
                onClick={() => setPeople((all) => all.filter((_, j) => j !== i))}
              >
                {t('Remove')}
              </button>
            </div>
          ))}
          <button
            data-testid="league-person-add"
            disabled={people.length >= 15}
            onClick={() => setPeople((all) => [...all, { name: '', army: '' }])}
          >
            {t('Add a person')}
          </button>
        </fieldset>
      )}
      <label>
        {t('Seed')}{' '}
        <input
          data-testid="campaign-seed"
          value={seed}
          inputMode="numeric"
          onChange={(e) => setSeed(e.target.value.trim())}
        />
      </label>
      <button
        className="primary"
        data-testid={`start-campaign-${c.id}`}
        disabled={props.busy || !seedOk}
        onClick={() =>
          props.onStart(
            {
              campaign: c.id,
              seed: seedValue,
              ...(c.sides ? { otherSide } : {}),
              ...(c.opponentPlayer !== null ? { opponentPlayer: opponent } : {}),
            },
            army,
            league ? people : [],
          )
        }
      >
        {t('Start the campaign')}
      </button>
      {props.children}
    </div>
  );
}

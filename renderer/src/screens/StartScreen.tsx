import { ScenarioForces } from './ScenarioForces';
import type { PlayerId } from '../../../ai/registry';
import { FileInput } from './FileInput';
import { TerrainSetUp } from './terrain/TerrainSetUp';
import { useEffect, useState } from 'react';
import type { Side } from '../../../engine/netea/commands/schema';
import type { Controller } from '../../../engine/netea/saves';
import { PlayerSeats } from './PlayerSeats';
import { firstPerson, seatsFor } from './seats';
import { ALL_SCENARIOS } from '../../../engine/netea/scenarios';
import { NEW_GAME_SETTINGS, type GameSettings } from '../../../engine/netea/state/settings';
import type { GameClient, NewGameOptions, SaveEntry } from '../host/gameClient';
import { language, LANGUAGES, setLanguage, t, useWords, w, type Language } from '../i18n';
import { ComputerPlayerOptions } from './ComputerPlayerOptions';
import { POINTS, readWholeNumber, SEED } from './numbers';
import {
  DEFAULT_TOURNAMENT_GAME,
  pointsWarning,
  type TournamentGameOptions,
} from '../../../engine/netea/scenarios/tournamentOptions';
import { TOURNAMENT_SCENARIO_ID } from '../../../engine/netea/scenarios/tournament';
import type { ArmyChoice } from '../../../engine/netea/scenarios/tournamentOptions';
import { DEFAULT_ARMY_STYLE, type ArmyStyle } from '../../../engine/netea/scenarios/armyStyle';
import { ArmyStyleSelect } from './ArmyStyleSelect';
import type { RosterClient } from '../host/rosterClient';
import type { RosterListing } from '../../../main/ipc/api';
import { ArmySelect } from './ArmySelect';

/** The warm-up settings (6.1.3) as the start screen offers them, each with its rule. */
const SETTING_LABELS: Record<keyof GameSettings, string> = {
  preMeasuring: w('Pre-measuring allowed (1.9.2)'),
  transportsTiedToUnits: w('Transported units tied to particular transports (1.7.5 FAQ)'),
  disembarkPlacement: w('Disembarking units placed within 5cm (1.7.5 FAQ)'),
  inCoverWhen: w('A unit is in cover when its base is in terrain (1.8.2 FAQ)'),
  infantryCoverPerVehicle: w('Infantry in cover behind one vehicle, at most (1.8.4 FAQ)'),
  unitsPerFortification: w('Units in cover in one fortification, at most (1.8.4 FAQ)'),
  speedZeroUsesRoads: w('Speed 0cm units may use the road bonus (1.8.4 FAQ)'),
  assaultIntermingledReach: w('A charge must reach (1.12.10 FAQ)'),
  startOfTurnOrder: w('Who goes first with start-of-turn abilities is settled (1.4.2 FAQ)'),
  warEngineCounterCharge: w(
    'A war engine with enemy units in base contact counter charges (3.3.1 FAQ)',
  ),
  airAssaultThroughZoc: w(
    'An air assault may drop units into other formations\u2019 zones of control (4.2.5 FAQ)',
  ),
  assaultIgnoreCoverHits: w('Ignore-cover hits in an assault go (1.12.5 FAQ)'),
};

/** 6.1.4 FAQ: where capturing and contesting an objective is measured from, as the warm-up may
 * agree it: the objective's point (the author's) or the rim of a marker of a given size. */
const OBJECTIVE_MEASURES: readonly {
  readonly id: string;
  readonly words: string;
  readonly warmUp?: TournamentGameOptions['warmUp'];
}[] = [
  { id: 'point', words: w("the objective's centre point (6.1.4 FAQ)") },
  {
    id: 'rim-4',
    words: w('the rim of a marker 4cm across'),
    warmUp: { objectiveMeasuredFrom: 'marker-rim', objectiveMarkerDiameter: 4 },
  },
  {
    id: 'rim-8',
    words: w('the rim of a marker 8cm across'),
    warmUp: { objectiveMeasuredFrom: 'marker-rim', objectiveMarkerDiameter: 8 },
  },
];

/** The warm-up choices in words. */
const CHOICE_WORDS: Readonly<Record<string, string>> = {
  partly: w('partly'),
  wholly: w('wholly'),
  any: w('any enemy formation it is intermingled with'),
  'original-target': w('the original target'),
  once: w('once for all of them'),
  'each-ability': w('again for each ability'),
  'fewer-than-dc': w('while fewer than its starting damage capacity touch it'),
  never: w('never'),
  allowed: w('allowed'),
  refused: w('not allowed'),
  'to-cover': w('to units that would have a cover save'),
  'as-other-hits': w('as any other hit'),
};

const CHOICES: Partial<Record<keyof GameSettings, readonly string[]>> = {
  disembarkPlacement: ['partly', 'wholly'],
  inCoverWhen: ['partly', 'wholly'],
  assaultIntermingledReach: ['any', 'original-target'],
  startOfTurnOrder: ['once', 'each-ability'],
  warEngineCounterCharge: ['fewer-than-dc', 'never'],
  airAssaultThroughZoc: ['allowed', 'refused'],
  assaultIgnoreCoverHits: ['to-cover', 'as-other-hits'],
};

export interface StartProps {
  readonly client: GameClient;
  /** The person's rosters, offered as tournament armies (6.1.1). */
  readonly rosters?: RosterClient;
  /** Start a new game; resolves with the host's problem, or null when it started. */
  readonly onStart: (options: NewGameOptions) => Promise<string | null>;
  /** Load a save; resolves with the problem, or null when it loaded. */
  readonly onLoad: (id: string) => Promise<string | null>;
  /** Open the army builder. */
  readonly onBuilder?: () => void;
  /** Open the campaigns (5.4). */
  readonly onCampaigns?: () => void;
}

/** 6.1.2: the ideal table first, then the smallest and the largest the pack allows. */
const TABLES: readonly (readonly [number, number])[] = [
  [180, 120],
  [150, 90],
  [240, 150],
];

export function StartScreen({
  client,
  rosters,
  onStart,
  onLoad,
  onBuilder,
  onCampaigns,
}: StartProps) {
  const [scenarioId, setScenarioId] = useState(ALL_SCENARIOS[0]!.id);
  const [side, setSide] = useState<Side>(0);
  // The other side: a computer player of ai/registry.ts, or a second person at this machine.
  const [difficulty, setDifficulty] = useState<PlayerId | 'person'>('ai:normal');
  const hotSeat = difficulty === 'person';
  // The computer players' level where a person chose no computer opponent (hot seat).
  const computerLevel: PlayerId = difficulty === 'person' ? 'ai:normal' : difficulty;
  // Seed 001 5.3.11: three or four forces, each player a person or the computer.
  const [chosenSeats, setChosenSeats] = useState<readonly Controller[]>([]);
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 1_000_000));
  // The seed as typed; the game starts only when it reads as a seed.
  const [seedText, setSeedText] = useState(() => String(seed));
  const seedRead = readWholeNumber(seedText, SEED);
  const [settings, setSettings] = useState<GameSettings>(NEW_GAME_SETTINGS);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [list, setList] = useState<readonly SaveEntry[] | null>(null);
  const scenario = ALL_SCENARIOS.find((s) => s.id === scenarioId);
  const multiplayer = (scenario?.forces.length ?? 2) > 2;
  const seats = seatsFor(scenario?.forces.length ?? 2, chosenSeats);
  const tournament = scenarioId === TOURNAMENT_SCENARIO_ID;
  // 6.1: a tournament game's points, table and terrain.
  const [tour, setTour] = useState<TournamentGameOptions>(DEFAULT_TOURNAMENT_GAME);
  const [pointsText, setPointsText] = useState(String(DEFAULT_TOURNAMENT_GAME.pointsTotal));
  const pointsRead = readWholeNumber(pointsText, POINTS);
  // 6.1.1: each side's army: 'random', 'list:<id>' (built to the points) or 'roster:<id>'.
  const [armies, setArmies] = useState<readonly [string, string]>(['random', 'random']);
  // The style each side's list is built in (used when the side's army is a list).
  const [styles, setStyles] = useState<readonly [ArmyStyle, ArmyStyle]>([
    DEFAULT_ARMY_STYLE,
    DEFAULT_ARMY_STYLE,
  ]);
  const [rosterList, setRosterList] = useState<readonly RosterListing[]>([]);
  // The army lists' names, loaded when a tournament game is chosen: the lists are large, and the
  // start screen opens without them.
  const [lists, setLists] = useState<readonly { id: string; name: string }[]>([]);
  // Seed 001 5.3.4, 5.3.6: a scenario with an army drawn from a list names the list too.
  const listed = scenario?.forces.some((f) => f.army !== undefined) ?? false;
  useEffect(() => {
    if ((!tournament && !listed) || lists.length > 0) return;
    let live = true;
    void import('../../../engine/netea/armies/lists').then((m) => {
      if (live) setLists(m.bundledLists().map((l) => ({ id: l.id, name: l.name })));
    });
    return () => {
      live = false;
    };
  }, [tournament, listed, lists.length]);
  useEffect(() => {
    if (!tournament || !rosters) return;
    let live = true;
    void rosters.list().then((listed) => {
      if (live && listed.ok) setRosterList(listed.value);
    });
    return () => {
      live = false;
    };
  }, [tournament, rosters]);
  const armyName = (value: string, side: Side) => {
    if (value.startsWith('list:'))
      return lists.find((l) => `list:${l.id}` === value)?.name ?? value;
    if (value.startsWith('roster:')) {
      const r = rosterList.find((x) => `roster:${x.id}` === value);
      return r && 'name' in r ? r.name : value;
    }
    return side === 0 ? t('Player 1') : t('Player 2');
  };
  /** The armies as the host takes them: a roster is opened and sent whole. */
  const armyChoices = async (): Promise<TournamentGameOptions['armies'] | string> => {
    const out: ArmyChoice[] = [];
    for (const [side, value] of armies.entries()) {
      if (value.startsWith('list:'))
        out.push({ kind: 'list', listId: value.slice(5), style: styles[side]! });
      else if (value.startsWith('roster:') && rosters) {
        const opened = await rosters.open(value.slice(7));
        if (!opened.ok) return opened.problem;
        out.push({ kind: 'roster', roster: opened.value.roster });
      } else out.push({ kind: 'random' });
    }
    return [out[0]!, out[1]!];
  };
  const forceNames = scenario
    ? scenario.forces.map((f) => f.name)
    : [armyName(armies[0], 0), armyName(armies[1], 1)];
  useWords();

  useEffect(() => {
    let live = true;
    void client.listSaves().then((listed) => {
      if (!live) return;
      if (listed.ok) setList(listed.value);
      else {
        setList([]);
        setProblem(t('The saves cannot be listed: {{problem}}', { problem: listed.problem }));
      }
    });
    return () => {
      live = false;
    };
  }, [client]);
  // The newest autosave is the game to continue (the list is newest first).
  const autosave = list?.find((s) => s.autosave && s.problem === null);
  const named = list?.filter((s) => !s.autosave) ?? [];

  const run = async (open: () => Promise<string | null>, what: string) => {
    setBusy(true);
    setProblem(null);
    const failed = await open();
    setBusy(false);
    if (failed !== null) setProblem(`${what}: ${failed}`);
  };
  const start = () =>
    run(async () => {
      const chosen = tournament ? await armyChoices() : undefined;
      if (typeof chosen === 'string') return chosen;
      if (multiplayer)
        return onStart({
          scenarioId,
          seed,
          settings,
          humanSide: firstPerson(seats),
          controllers: seats,
          aiPlayer: computerLevel,
        });
      return onStart({
        scenarioId,
        seed,
        settings,
        humanSide: side,
        // The computer's id is kept with a hot-seat game but never asked.
        aiPlayer: hotSeat ? 'ai:normal' : difficulty,
        opponent: hotSeat ? 'person' : 'computer',
        ...(tournament ? { tournament: { ...tour, ...(chosen ? { armies: chosen } : {}) } } : {}),
      });
    }, t('The battle cannot start'));
  const load = (id: string) => run(() => onLoad(id), t('That save cannot be loaded'));
  // A save is deleted only once the person confirms it.
  const [deleting, setDeleting] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const refresh = async () => {
    const listed = await client.listSaves();
    if (listed.ok) setList(listed.value);
  };
  const rename = async (id: string, name: string) => {
    setRenaming(null);
    const renamed = await client.renameSave(id, name);
    if (!renamed.ok)
      setProblem(t('That save cannot be renamed: {{problem}}', { problem: renamed.problem }));
    await refresh();
  };
  // A save leaves as a file of its own, to keep or to share; it comes back through "Import".
  const exportSave = async (id: string, name: string) => {
    const text = await client.exportSave(id);
    if (!text.ok) {
      setProblem(t('That save cannot be exported: {{problem}}', { problem: text.problem }));
      return;
    }
    const url = URL.createObjectURL(new Blob([text.value], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'save'}.epicsave`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const importSave = async (file: File) => {
    const imported = await client.importSave(await file.text());
    if (!imported.ok)
      setProblem(
        t('{{file}} cannot be imported: {{problem}}', {
          file: file.name,
          problem: imported.problem,
        }),
      );
    await refresh();
  };
  const remove = async (id: string) => {
    setDeleting(null);
    const removed = await client.removeSave(id);
    if (!removed.ok) {
      setProblem(t('That save cannot be deleted: {{problem}}', { problem: removed.problem }));
      return;
    }
    await refresh();
  };

  return (
    <main className="start" data-testid="start-screen">
      <h1>Epic Solo</h1>
      <p className="subtitle">
        {t('Epic Armageddon — NetEA Tournament Pack rules, solo against the computer')}
      </p>
      <label className="language">
        {t('Language')}{' '}
        <select
          data-testid="language"
          value={language()}
          onChange={(e) => setLanguage(e.target.value as Language)}
        >
          {LANGUAGES.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <div className="start-columns">
        <section>
          <h2>{t('New game')}</h2>
          <label>
            {t('Scenario')}{' '}
            <select
              data-testid="scenario"
              value={scenarioId}
              onChange={(e) => setScenarioId(e.target.value)}
            >
              {ALL_SCENARIOS.map((s) => (
                <option key={s.id} value={s.id}>
                  {t(s.name)}
                </option>
              ))}
              <option value={TOURNAMENT_SCENARIO_ID}>{t('Tournament game (6.1)')}</option>
            </select>
          </label>
          <p className="hint">
            {scenario
              ? t(scenario.summary)
              : t(
                  'Two armies picked to an agreed points total fight for six objectives and five goals (6.1).',
                )}
          </p>
          {scenario && <ScenarioForces scenario={scenario} lists={lists} />}
          {tournament && (
            <fieldset className="tournament-options" data-testid="tournament-options">
              <label>
                {t('Points')}{' '}
                <input
                  type="text"
                  inputMode="numeric"
                  data-testid="points"
                  value={pointsText}
                  aria-invalid={!pointsRead.ok}
                  onChange={(e) => {
                    setPointsText(e.target.value);
                    const read = readWholeNumber(e.target.value, POINTS);
                    if (read.ok) setTour((o) => ({ ...o, pointsTotal: read.value }));
                  }}
                />
              </label>
              {!pointsRead.ok && (
                <p className="field-problem" role="alert">
                  {pointsRead.problem}
                </p>
              )}
              {pointsRead.ok && pointsWarning(pointsRead.value) && (
                <p className="hint" data-testid="points-warning">
                  {t(
                    'Tournament games are played with 2,000 to 5,000 points (6.1.1); {{points}} is outside that.',
                    { points: pointsRead.value },
                  )}
                </p>
              )}
              <label>
                {t('Table')}{' '}
                <select
                  data-testid="table-size"
                  value={`${tour.table.width}x${tour.table.height}`}
                  onChange={(e) => {
                    const [width, height] = e.target.value.split('x').map(Number);
                    setTour((o) => ({ ...o, table: { width: width!, height: height! } }));
                  }}
                >
                  {TABLES.map(([width, height]) => (
                    <option key={`${width}x${height}`} value={`${width}x${height}`}>
                      {t('{{length}} by {{width}}cm', { length: width, width: height })}
                    </option>
                  ))}
                </select>
              </label>
              <TerrainSetUp options={tour} onChange={setTour} battleSeed={seed} />
              <label>
                {t('Objectives are captured and contested measuring from')}{' '}
                <select
                  data-testid="objective-measured-from"
                  value={
                    OBJECTIVE_MEASURES.find(
                      (m) =>
                        (m.warmUp?.objectiveMarkerDiameter ?? 0) ===
                        (tour.warmUp?.objectiveMarkerDiameter ?? 0),
                    )?.id ?? 'point'
                  }
                  onChange={(e) => {
                    const measure = OBJECTIVE_MEASURES.find((m) => m.id === e.target.value);
                    setTour(({ warmUp: _, ...o }) =>
                      measure?.warmUp ? { ...o, warmUp: measure.warmUp } : o,
                    );
                  }}
                >
                  {OBJECTIVE_MEASURES.map((m) => (
                    <option key={m.id} value={m.id}>
                      {t(m.words)}
                    </option>
                  ))}
                </select>
              </label>
              {([0, 1] as const).map((armySide) => (
                <label key={armySide}>
                  {armySide === 0 ? t('Army of player 1') : t('Army of player 2')}{' '}
                  <ArmySelect
                    testId={`army-${armySide}`}
                    armies={{ lists, rosters: rosterList }}
                    first={{ value: 'random', words: t('an army list drawn at random') }}
                    value={armies[armySide]}
                    onChange={(value) =>
                      setArmies((a) => (armySide === 0 ? [value, a[1]] : [a[0], value]))
                    }
                  />
                </label>
              ))}
              {([0, 1] as const).map((armySide) =>
                armies[armySide].startsWith('list:') ? (
                  <ArmyStyleSelect
                    key={armySide}
                    side={armySide}
                    value={styles[armySide]}
                    onChange={(style) =>
                      setStyles((s) => (armySide === 0 ? [style, s[1]] : [s[0], style]))
                    }
                  />
                ) : null,
              )}
              <p className="hint">
                {t(
                  'Aircraft and spacecraft of a list are left out until the program plays them (4.0).',
                )}
              </p>
            </fieldset>
          )}
          {multiplayer && (
            <PlayerSeats
              forceNames={forceNames}
              seats={seats}
              onChange={setChosenSeats}
              {...(scenario?.teams ? { teams: scenario.teams } : {})}
            />
          )}
          {multiplayer && seats.includes('computer') && (
            <label>
              {t('Computer players')}{' '}
              <select
                data-testid="computer-level"
                value={computerLevel}
                onChange={(e) => setDifficulty(e.target.value as PlayerId)}
              >
                <ComputerPlayerOptions />
              </select>
            </label>
          )}
          <label hidden={hotSeat || multiplayer}>
            {t('You play')}{' '}
            <select
              data-testid="side"
              value={side}
              onChange={(e) => setSide(Number(e.target.value) as Side)}
            >
              <option value={0}>
                {forceNames[0]} {t('(player 1)')}
              </option>
              <option value={1}>
                {forceNames[1]} {t('(player 2)')}
              </option>
            </select>
          </label>
          <label hidden={multiplayer}>
            {t('Opponent')}{' '}
            <select
              data-testid="opponent"
              value={difficulty}
              onChange={(e) => setDifficulty(e.target.value as PlayerId | 'person')}
            >
              <ComputerPlayerOptions />
              <option value="person">{t('A second person at this machine (hot seat)')}</option>
            </select>
          </label>
          {hotSeat && !multiplayer && (
            <p className="hint" data-testid="hot-seat-hint">
              {t(
                'Both sides are played here, one person each: the machine is handed over between them, and neither sees what the other plans in secret.',
              )}
            </p>
          )}
          <label>
            {t('Seed')}{' '}
            <input
              type="text"
              inputMode="numeric"
              data-testid="seed"
              value={seedText}
              aria-invalid={!seedRead.ok}
              onChange={(e) => {
                setSeedText(e.target.value);
                const read = readWholeNumber(e.target.value, SEED);
                if (read.ok) setSeed(read.value);
              }}
            />
          </label>
          {!seedRead.ok && (
            <p className="field-problem" role="alert" data-testid="seed-problem">
              {seedRead.problem}
            </p>
          )}
          <details>
            <summary>{t('Rules settings (the five minute warm-up, 6.1.3)')}</summary>
            {(Object.keys(SETTING_LABELS) as (keyof GameSettings)[]).map((key) => (
              <SettingRow
                key={key}
                name={key}
                value={settings[key]}
                onChange={(v) => setSettings((old) => ({ ...old, [key]: v }))}
              />
            ))}
          </details>
          <button
            className="primary"
            data-testid="new-game"
            disabled={busy || !seedRead.ok || (tournament && !pointsRead.ok)}
            onClick={start}
          >
            {t('Start the battle')}
          </button>
        </section>
        <section>
          <h2>{t('Continue')}</h2>
          {list === null ? (
            <p className="hint">{t('Reading the saves…')}</p>
          ) : autosave ? (
            <button data-testid="continue" disabled={busy} onClick={() => load(autosave.id)}>
              {t('Continue the latest game: {{scenario}}, turn {{turn}}', {
                scenario: autosave.scenarioName,
                turn: autosave.turn ?? '–',
              })}
              {autosave.over ? ` ${t('(over)')}` : ''} ({when(autosave)})
            </button>
          ) : (
            <p className="hint">{t('No game to continue yet.')}</p>
          )}
          <h2>{t('Load a save')}</h2>
          {list !== null && named.length === 0 && <p className="hint">{t('No saves yet.')}</p>}
          <ul className="saves">
            {named.map((s) => (
              <li key={s.id}>
                {s.problem === null ? (
                  <button data-testid="load-save" disabled={busy} onClick={() => load(s.id)}>
                    {s.name} —{' '}
                    {t('{{scenario}}, turn {{turn}}', {
                      scenario: s.scenarioName,
                      turn: s.turn ?? '–',
                    })}{' '}
                    ({when(s)})
                  </button>
                ) : (
                  <span className="error" data-testid="damaged-save">
                    {t('{{name}} cannot be read ({{problem}})', {
                      name: s.name || t('A save'),
                      problem: s.problem,
                    })}
                  </span>
                )}
                {s.problem === null && renaming?.id !== s.id && (
                  <>
                    <button
                      className="delete-save"
                      data-testid="rename-save"
                      disabled={busy}
                      onClick={() => setRenaming({ id: s.id, name: s.name })}
                    >
                      {t('Rename')}
                    </button>
                    <button
                      className="delete-save"
                      data-testid="export-save"
                      disabled={busy}
                      onClick={() => void exportSave(s.id, s.name)}
                    >
                      {t('Export')}
                    </button>
                  </>
                )}
                {renaming?.id === s.id && (
                  <span className="confirm">
                    <input
                      data-testid="rename-input"
                      aria-label={t('New name')}
                      value={renaming.name}
                      maxLength={80}
                      onChange={(e) => setRenaming({ id: s.id, name: e.target.value })}
                    />{' '}
                    <button
                      data-testid="confirm-rename"
                      disabled={renaming.name.trim() === ''}
                      onClick={() => void rename(s.id, renaming.name.trim())}
                    >
                      {t('Rename')}
                    </button>{' '}
                    <button onClick={() => setRenaming(null)}>{t('Cancel')}</button>
                  </span>
                )}
                {deleting === s.id ? (
                  <span className="confirm">
                    {t('Delete “{{name}}” for good?', { name: s.name || t('this save') })}{' '}
                    <button data-testid="confirm-delete" onClick={() => remove(s.id)}>
                      {t('Delete')}
                    </button>{' '}
                    <button onClick={() => setDeleting(null)}>{t('Keep it')}</button>
                  </span>
                ) : (
                  <button
                    className="delete-save"
                    data-testid="delete-save"
                    disabled={busy}
                    onClick={() => setDeleting(s.id)}
                  >
                    {t('Delete')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <FileInput
            className="import-save"
            testId="import-save"
            accept=".epicsave,.json"
            onFile={(file) => void importSave(file)}
          >
            {t('Import a save file…')}{' '}
          </FileInput>
          {onCampaigns ? (
            <>
              <h2>{t('Campaigns')}</h2>
              <p className="hint">
                {t('Ladders, trees, stories and leagues of battles, kept between evenings.')}
              </p>
              <button data-testid="open-campaigns" onClick={onCampaigns}>
                {t('Campaigns')}
              </button>
            </>
          ) : null}
          {onBuilder ? (
            <>
              <h2>{t('Armies')}</h2>
              <p className="hint">
                {t(
                  'Build a roster from the bundled NetEA army lists, or open a BattleScribe roster.',
                )}
              </p>
              <button data-testid="open-builder" onClick={onBuilder}>
                {t('Army builder')}
              </button>
            </>
          ) : null}
        </section>
      </div>
      {problem && <p className="error">{problem}</p>}
    </main>
  );
}

function when(save: SaveEntry): string {
  return save.savedAt
    ? new Date(save.savedAt).toLocaleString(language() === 'de' ? 'de-DE' : undefined)
    : t('unknown time');
}

function SettingRow(props: {
  name: keyof GameSettings;
  value: GameSettings[keyof GameSettings];
  onChange: (v: GameSettings[keyof GameSettings]) => void;
}) {
  const { name, value, onChange } = props;
  const choices = CHOICES[name];
  let input;
  if (typeof value === 'boolean') {
    input = <input type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} />;
  } else if (choices) {
    input = (
      <select
        value={String(value ?? choices[0])}
        onChange={(e) => onChange(e.target.value as never)}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {t(CHOICE_WORDS[c] ?? c)}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <LimitInput
        value={value as number | null}
        onChange={onChange as (v: number | null) => void}
      />
    );
  }
  return (
    <label className="setting">
      {input} {t(SETTING_LABELS[name])}
    </label>
  );
}

/** A warm-up limit (at least 1, or none when left empty), read as typed (6.1.3). */
function LimitInput(props: { value: number | null; onChange: (v: number | null) => void }) {
  const [text, setText] = useState(props.value === null ? '' : String(props.value));
  const read = text.trim() === '' ? null : readWholeNumber(text, LIMIT);
  return (
    <>
      <input
        type="text"
        inputMode="numeric"
        placeholder={t('no limit')}
        value={text}
        aria-invalid={read !== null && !read.ok}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '') props.onChange(null);
          else {
            const r = readWholeNumber(e.target.value, LIMIT);
            if (r.ok) props.onChange(r.value);
          }
        }}
      />
      {read && !read.ok && <span className="field-problem">{read.problem}</span>}
    </>
  );
}

const LIMIT = { what: w('the limit'), min: 1, max: 99 } as const;

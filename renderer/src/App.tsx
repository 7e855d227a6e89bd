import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_AI_DELAY_MS, type GameClient } from './host/gameClient';
import type { RosterClient } from './host/rosterClient';
import { useShellActions, type ShellApi } from './host/shellActions';
import { setLanguage, t, useWords } from './i18n';
import { useGame } from './play/useGame';
import { BattleScreen } from './screens/BattleScreen';
import { GameOverScreen } from './screens/GameOverScreen';
import { HandOverScreen } from './screens/HandOverScreen';
import { StartScreen } from './screens/StartScreen';
import { CampaignListScreen } from './screens/CampaignListScreen';
import { CampaignScreen } from './screens/CampaignScreen';
import type { CampaignClient } from './campaigns/campaignClient';

/** The army builder and its lists, in a chunk of their own: the lists are a megabyte. */
const Builder = lazy(() => import('./builder/BuilderChunk'));

/** The screens: start, the army builder, the battle, and the result once the game is over. */
export function App(props: {
  client: GameClient;
  rosters: RosterClient;
  shell?: ShellApi;
  campaigns?: CampaignClient;
}) {
  const game = useGame(props.client);
  useWords();
  useEffect(() => props.client.setAiDelay(DEFAULT_AI_DELAY_MS), [props.client]);
  const [screen, setScreen] = useState<'start' | 'battle' | 'builder' | 'campaigns' | 'campaign'>(
    'start',
  );
  /** The campaign shown on its screen, and the one whose battle is on the table (5.4). */
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [battleOf, setBattleOf] = useState<string | null>(null);
  const toCampaign = (id: string) => {
    setCampaignId(id);
    setStartKey((k) => k + 1);
    setScreen('campaign');
  };
  /** A roster file opened by the desktop shell, for the builder to show. */
  const [openedRoster, setOpenedRoster] = useState<{
    id: string;
    unmapped: readonly string[];
  } | null>(null);
  const [tableAfterEnd, setTableAfterEnd] = useState(false);
  // The start screen reads the saves afresh each time it is shown.
  const [startKey, setStartKey] = useState(0);
  const toStart = () => {
    setStartKey((k) => k + 1);
    setScreen('start');
  };

  /** Once a game is open, show its table; the problem, if any, stays on the start screen. */
  const toBattle = async (opening: Promise<string | null>, campaign: string | null = null) => {
    const problem = await opening;
    if (problem === null) {
      setBattleOf(campaign);
      setTableAfterEnd(false);
      setScreen('battle');
    }
    return problem;
  };
  // The desktop app's menu and opened files (main/shell).
  useShellActions(props.shell, {
    newBattle: toStart,
    openSave: (id) =>
      void toBattle(game.load(id)).then((problem) => {
        if (problem !== null) console.error(`the opened save did not load: ${problem}`);
      }),
    openRoster: (id, unmapped) => {
      setOpenedRoster({ id, unmapped });
      setScreen('builder');
    },
    // The desktop app's View menu keeps the language in its settings and says so on start.
    language: (language) => setLanguage(language),
  });

  if (screen === 'builder') {
    return (
      <Suspense fallback={<main className="loading">{t('Opening the army builder…')}</main>}>
        <Builder rosters={props.rosters} opened={openedRoster} onBack={toStart} />
      </Suspense>
    );
  }

  if (screen === 'campaigns' && props.campaigns)
    return (
      <CampaignListScreen
        campaigns={props.campaigns}
        rosters={props.rosters}
        onOpen={toCampaign}
        onBack={toStart}
      />
    );
  if (screen === 'campaign' && props.campaigns && campaignId !== null)
    return (
      <CampaignScreen
        key={`${campaignId}-${startKey}`}
        campaigns={props.campaigns}
        id={campaignId}
        onPlay={(saveId) => toBattle(game.load(saveId), campaignId)}
        onBack={() => setScreen('campaigns')}
      />
    );

  if (screen === 'start' || !game.info) {
    return (
      <StartScreen
        key={startKey}
        client={props.client}
        rosters={props.rosters}
        onStart={(options) => toBattle(game.start(options))}
        onLoad={(id) => toBattle(game.load(id))}
        onBuilder={() => {
          setOpenedRoster(null);
          setScreen('builder');
        }}
        {...(props.campaigns ? { onCampaigns: () => setScreen('campaigns') } : {})}
      />
    );
  }
  const state = game.state;
  if (!state) {
    return (
      <main className="loading" data-testid="loading">
        {game.error ? <p className="error">{game.error}</p> : <p>{t('Setting up the battle…')}</p>}
        <button onClick={toStart}>{t('Back')}</button>
      </main>
    );
  }
  // Hot seat: the machine is handed over before the other person sees the table.
  const passTo = state.hotSeat?.passTo ?? null;
  if (passTo !== null)
    return (
      <HandOverScreen
        game={state.game}
        to={passTo}
        onTakeSeat={(s) => props.client.takeSeat(s)}
        {...(state.controllers ? { controllers: state.controllers } : {})}
      />
    );
  const humanSide = state.hotSeat?.at ?? game.info.humanSide;
  if (state.game.result && !tableAfterEnd) {
    return (
      <GameOverScreen
        game={state.game}
        humanSide={humanSide}
        hotSeat={state.hotSeat !== undefined}
        {...(state.controllers ? { controllers: state.controllers } : {})}
        onShowTable={() => setTableAfterEnd(true)}
        onNewGame={battleOf !== null ? () => toCampaign(battleOf) : toStart}
        {...(battleOf !== null ? { backLabel: t('Back to the campaign') } : {})}
      />
    );
  }
  return (
    <BattleScreen
      state={state}
      current={game.current}
      humanSide={humanSide}
      log={game.log}
      refusal={game.refusal}
      error={game.error}
      submit={game.submit}
      onUndo={game.undo}
      onRetryAi={() => props.client.retryAi()}
      onSave={game.save}
      onMenu={battleOf !== null ? () => toCampaign(battleOf) : toStart}
      onAiDelay={(ms) => props.client.setAiDelay(ms)}
    />
  );
}

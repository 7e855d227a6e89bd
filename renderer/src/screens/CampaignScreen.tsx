import { useCallback, useEffect, useState } from 'react';
import { outcomeOf, type Effect } from '../../../engine/netea/campaigns';
import type { CampaignView } from '../../../main/ipc/api';
import type { CampaignClient } from '../campaigns/campaignClient';
import { CampaignCourse } from '../campaigns/CampaignCourse';
import { MapView } from '../campaigns/MapView';
import { journalText, reasonWords, turningPointWords } from '../campaigns/journal';
import { story } from '../campaigns/storyDe';
import { download, effectWords, kindWords, OUTCOME_WORDS } from '../campaigns/words';
import { useWords } from '../i18n';

/**
 * One campaign (seed 001 5.4): where it stands (standings, the ladder, the tree or the story so
 * far), its next step (the battle with what the last one earned applied, a narrative choice for
 * the person, or the end), the battle under way to continue, a battle whose save was lost to
 * play again or forfeit, the battles played, notes, and the journal to export.
 */
export function CampaignScreen(props: {
  campaigns: CampaignClient;
  id: string;
  /** Open a battle's save on the table (the next battle, or the one under way). */
  onPlay: (saveId: string) => Promise<string | null>;
  onBack: () => void;
}) {
  const t = useWords();
  const { campaigns, id } = props;
  const [view, setView] = useState<CampaignView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const seen = await campaigns.view(id);
    if (seen.ok) {
      setView(seen.value);
      setNotes(seen.value.progress.notes);
    } else setProblem(t('The campaign cannot be opened: {{problem}}', { problem: seen.problem }));
  }, [campaigns, id, t]);
  useEffect(() => void reload(), [reload]);

  /** Run a request, show its problem if any, and look at the campaign again. */
  const act = async (request: () => Promise<{ ok: true } | { ok: false; problem: string }>) => {
    setBusy(true);
    setProblem(null);
    const done = await request();
    if (!done.ok) setProblem(done.problem);
    await reload();
    setBusy(false);
  };
  const play = async () => {
    setBusy(true);
    setProblem(null);
    const started = await campaigns.play(id);
    if (!started.ok) setProblem(started.problem);
    else if (started.value !== null) {
      const failed = await props.onPlay(started.value);
      if (failed !== null) setProblem(failed);
    }
    await reload();
    setBusy(false);
  };
  /** Written here from the campaign as last read, so it speaks the page's language. */
  const exportJournal = (format: 'md' | 'html') => {
    if (!view) return;
    const name = story(view.progress.campaign.name).replace(/[\\/:*?"<>|]+/g, ' ');
    download(
      journalText(view.progress, format),
      `${name.trim() || 'campaign'} ${t('journal')}.${format}`,
      format === 'md' ? 'text/markdown' : 'text/html',
    );
  };

  if (!view)
    return (
      <main className="loading" data-testid="campaign-screen-loading">
        {problem ? <p className="error">{problem}</p> : <p>{t('Opening the campaign…')}</p>}
        <button onClick={props.onBack}>{t('Back')}</button>
      </main>
    );

  const { progress, step } = view;
  const campaign = progress.campaign;
  const names = {
    person: campaign.kind === 'league' ? 'You' : (campaign.person?.name ?? 'You'),
    opponent: campaign.kind === 'league' ? '' : (campaign.opponent?.name ?? 'The enemy'),
  };
  const effects = (list: readonly Effect[]) =>
    list.map((e) => effectWords(e, names, view.formations));
  // 5.4.2 Map-based: the map, with orders to give when the campaign turn asks for them.
  const mapView = (orders: boolean) =>
    campaign.kind === 'map' && progress.map ? (
      <MapView
        key={`${progress.map.turn}-${progress.battles.length}`}
        campaign={campaign}
        map={progress.map}
        busy={busy}
        {...(orders ? { onOrders: (o) => void act(() => campaigns.orders(id, o)) } : {})}
      />
    ) : null;

  return (
    <main className="start campaign" data-testid="campaign-screen">
      <h1>{story(campaign.name)}</h1>
      <p className="subtitle">
        {kindWords(campaign.kind)} ({campaign.section}) — {story(campaign.summary)}
      </p>
      {view.warnings.length > 0 && <p className="error">{view.warnings.join('; ')}</p>}
      {step.kind === 'orders' && campaign.kind === 'map' ? (
        <div data-testid="campaign-orders">
          <h2>
            {t('Campaign turn {{turn}} of {{turns}}', { turn: step.turn, turns: campaign.turns })}
          </h2>
          {mapView(true)}
        </div>
      ) : (
        mapView(false)
      )}
      <div className="start-columns">
        <section data-testid="campaign-next">
          {step.kind === 'battle' && (
            <>
              <h2>{t('Next battle: {{title}}', { title: story(step.title) })}</h2>
              <p>{story(step.text)}</p>
              {step.notes.map((n) => (
                <p key={n} className="hint">
                  {story(n)}
                </p>
              ))}
              <p className="hint">
                {step.maxTurns !== null
                  ? t('At most {{turns}} turns.', { turns: step.maxTurns })
                  : null}
              </p>
              {step.effects.length > 0 && (
                <div data-testid="campaign-effects">
                  <h3>{t('Earned in the last battle')}</h3>
                  <ul>
                    {effects(step.effects).map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                </div>
              )}
              <table className="campaign-forces" data-testid="campaign-forces">
                <tbody>
                  {step.sides.map((s, i) => (
                    <tr key={s.who}>
                      <th>
                        {story(s.name)}{' '}
                        {s.player !== 'person'
                          ? t('(computer)')
                          : step.sides.every((x) => x.player === 'person')
                            ? // 5.4.1 two people at this machine: "you" would be both.
                              t('(at this machine)')
                            : t('(you)')}
                      </th>
                      <td>{countNames(step.forces[i]!).join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {view.linked.state === 'ok' ? (
                <button
                  className="primary"
                  data-testid="continue-battle"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      if (view.linked.state !== 'ok') return { ok: true };
                      const failed = await props.onPlay(view.linked.saveId);
                      return failed === null ? { ok: true } : { ok: false, problem: failed };
                    })
                  }
                >
                  {t('Continue the battle')}
                </button>
              ) : view.linked.state === 'missing' || view.linked.state === 'damaged' ? (
                <div data-testid="lost-battle">
                  <p className="error">
                    {view.linked.state === 'missing'
                      ? t('The save of the battle under way is missing.')
                      : t('The save of the battle under way is damaged.')}
                  </p>
                  <button
                    data-testid="replay-battle"
                    disabled={busy}
                    onClick={() => void act(() => campaigns.settle(id, 'replay'))}
                  >
                    {t('Play the battle again from its start')}
                  </button>
                  {view.linked.offers.includes('forfeit') && (
                    <button
                      data-testid="forfeit-battle"
                      disabled={busy}
                      onClick={() => void act(() => campaigns.settle(id, 'forfeit'))}
                    >
                      {t('Forfeit the battle (a loss)')}
                    </button>
                  )}
                </div>
              ) : (
                <div className="choices">
                  <button
                    className="primary"
                    data-testid="play-battle"
                    disabled={busy}
                    onClick={() => void play()}
                  >
                    {step.sides.every((s) => s.player === 'person')
                      ? t('Play the game hot seat: {{first}} against {{second}}', {
                          first: step.sides[0].name,
                          second: step.sides[1].name,
                        })
                      : step.personPlays
                        ? t('Play the battle')
                        : t('Let the computer players fight this game')}
                  </button>
                  {campaign.kind === 'map' && (
                    <button
                      data-testid="resolve-battle"
                      disabled={busy}
                      onClick={() => void act(() => campaigns.resolve(id))}
                    >
                      {t('Resolve automatically (the computer plays both sides)')}
                    </button>
                  )}
                </div>
              )}
            </>
          )}
          {step.kind === 'choice' && (
            <div data-testid="campaign-choice">
              <h2>{t('Your decision')}</h2>
              <p>{story(step.text)}</p>
              {step.options.map((o) => (
                <div key={o.id} className="campaign-option">
                  <button
                    data-testid={`choose-${o.id}`}
                    disabled={busy}
                    onClick={() => void act(() => campaigns.choose(id, o.id))}
                  >
                    {story(o.label)}
                  </button>
                  {o.text ? <span className="hint"> {story(o.text)}</span> : null}
                </div>
              ))}
            </div>
          )}
          {step.kind === 'over' && (
            <div data-testid="campaign-over">
              <h2>{story(step.title)}</h2>
              <p>{story(step.text)}</p>
              <p>
                {step.winner === null
                  ? t('Nobody won the campaign.')
                  : campaign.kind === 'league' &&
                      campaign.entries.filter((e) => e.player === 'person').length > 1
                    ? // 5.4.1 several people at this machine: "you" would be all of them.
                      t('{{name}} won the league.', {
                        name: story(campaign.entries.find((e) => e.id === step.winner)?.name ?? ''),
                      })
                    : step.winner === 'person' ||
                        (campaign.kind === 'league' &&
                          campaign.entries.find((e) => e.id === step.winner)?.player === 'person')
                      ? t('You won the campaign.')
                      : t('You lost the campaign.')}
              </p>
            </div>
          )}
          <h2>{t('Journal')}</h2>
          <label className="campaign-notes">
            {t('Your notes')}
            <textarea
              data-testid="campaign-notes"
              value={notes ?? ''}
              maxLength={50_000}
              onChange={(e) => setNotes(e.target.value)}
            />
          </label>
          <div className="choices">
            <button
              disabled={busy || notes === progress.notes}
              onClick={() => void act(() => campaigns.notes(id, notes ?? ''))}
            >
              {t('Keep the notes')}
            </button>
            <button data-testid="export-journal-md" onClick={() => exportJournal('md')}>
              {t('Export the journal (Markdown)')}
            </button>
            <button data-testid="export-journal-html" onClick={() => exportJournal('html')}>
              {t('Export the journal (HTML)')}
            </button>
          </div>
        </section>
        <section data-testid="campaign-standing">
          <CampaignCourse view={view} />
          <h2>{t('Battles fought')}</h2>
          {progress.battles.length === 0 && <p className="hint">{t('No battle fought yet.')}</p>}
          <ol className="campaign-battles" data-testid="campaign-battles">
            {progress.battles.map((b, i) => (
              <li key={`${b.key}-${i}`}>
                <strong>{story(b.title)}</strong>:{' '}
                {b.sides.some((s) => s.player === 'person')
                  ? t(OUTCOME_WORDS[outcomeOf(b)])
                  : b.winner === null
                    ? t(OUTCOME_WORDS.draw)
                    : t('{{name}} won', { name: story(b.sides[b.winner]!.name) })}
                {b.decidedBy === 'forfeit'
                  ? ` (${t('forfeited')})`
                  : ` — ${t('{{turns}} turns, units lost {{a}} : {{b}}', {
                      turns: b.turns,
                      a: b.casualties[0],
                      b: b.casualties[1],
                    })}`}
                {b.decidedBy !== 'forfeit' && (
                  <div className="hint" data-testid="battle-reason">
                    {reasonWords(b.reason)}
                  </div>
                )}
                {b.effects.length > 0 && (
                  <div className="hint">
                    {t('Earned before it: {{effects}}', { effects: effects(b.effects).join('; ') })}
                  </div>
                )}
                {b.turningPoints.length > 0 && (
                  <details>
                    <summary>{t('Turning points')}</summary>
                    <ul data-testid="turning-points">
                      {b.turningPoints.map((point, n) => (
                        <li key={n}>{turningPointWords(point)}</li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ol>
          <button data-testid="campaign-back" onClick={props.onBack}>
            {t('Back to the campaigns')}
          </button>
        </section>
      </div>
      {problem && (
        <p className="error" data-testid="campaign-problem">
          {problem}
        </p>
      )}
    </main>
  );
}

/** Formation names with how many of each: "Tactical Detachment ×2". */
function countNames(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n));
}

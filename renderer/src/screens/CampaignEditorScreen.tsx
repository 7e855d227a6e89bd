import { useMemo, useState } from 'react';
import { parseCampaign, type Effect } from '../../../engine/netea/campaigns';
import { ALL_SCENARIOS } from '../../../engine/netea/scenarios';
import type { CampaignClient } from '../campaigns/campaignClient';
import {
  freshKey,
  freshOption,
  newBattle,
  newChoice,
  newEffect,
  newEnding,
  OUTCOMES,
  toDefinition,
  type Draft,
  type DraftBattle,
  type DraftChoice,
  type DraftEnding,
  type DraftOption,
} from '../campaigns/editorModel';
import { OUTCOME_WORDS } from '../campaigns/words';
import { useWords } from '../i18n';

/**
 * A simple editor of ladder, tree and narrative campaigns (seed 001 5.4.2): the name and story,
 * the battles (a bundled scenario or a tournament game), for a tree or narrative where each
 * result leads, a narrative's choices between battles with their options, and the rewards and
 * penalties each result earns for the next battle. Checked live with the same schema and
 * checks an imported definition passes; saved among the person's own definitions to start.
 */
export function CampaignEditorScreen(props: {
  campaigns: CampaignClient;
  draft: Draft;
  /** The definition being changed (its file is replaced), or none for a new one. */
  replace?: string;
  onDone: () => void;
}) {
  const t = useWords();
  const [draft, setDraft] = useState(props.draft);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = useMemo(() => parseCampaign(toDefinition(draft)), [draft]);
  const change = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));
  const setBattle = (i: number, next: Partial<DraftBattle>) =>
    setDraft((d) => ({
      ...d,
      battles: d.battles.map((b, n) => (n === i ? { ...b, ...next } : b)),
    }));
  const setEnding = (i: number, next: Partial<DraftEnding>) =>
    setDraft((d) => ({
      ...d,
      endings: d.endings.map((e, n) => (n === i ? { ...e, ...next } : e)),
    }));
  const choices = draft.choices ?? [];
  const setChoice = (i: number, next: Partial<DraftChoice>) =>
    setDraft((d) => ({
      ...d,
      choices: (d.choices ?? []).map((c, n) => (n === i ? { ...c, ...next } : c)),
    }));
  const setOption = (i: number, o: number, next: Partial<DraftOption>) =>
    setChoice(i, {
      options: choices[i]!.options.map((x, n) => (n === o ? { ...x, ...next } : x)),
    });
  const narrative = draft.kind === 'narrative';
  const graph = draft.kind !== 'ladder';
  const targets = [
    ...draft.battles.map((b) => ({ key: b.key, label: b.title || b.key })),
    ...choices.map((c) => ({
      key: c.key,
      label: `${t('Choice')}: ${c.text.slice(0, 40) || c.key}`,
    })),
    ...draft.endings.map((e) => ({ key: e.key, label: `${t('Ending')}: ${e.title || e.key}` })),
  ];
  /** The list of nodes a result, an option or the start leads to. */
  const leadsTo = (
    value: string,
    onChange: (key: string) => void,
    testId: string,
    not = '',
    empty = t('(choose)'),
  ) => (
    <select data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{empty}</option>
      {targets
        .filter((x) => x.key !== not)
        .map((x) => (
          <option key={x.key} value={x.key}>
            {x.label}
          </option>
        ))}
    </select>
  );
  const save = async () => {
    if (!checked.ok) return;
    setBusy(true);
    const saved = await props.campaigns.saveDefinition(toDefinition(draft), props.replace);
    setBusy(false);
    if (saved.ok) props.onDone();
    else setProblem(t('The campaign cannot be saved: {{problem}}', { problem: saved.problem }));
  };

  return (
    <main className="start campaign-editor" data-testid="campaign-editor">
      <h1>
        {draft.kind === 'ladder'
          ? t('A ladder campaign of your own')
          : narrative
            ? t('A narrative campaign of your own')
            : t('A tree campaign of your own')}
      </h1>
      <p className="subtitle">
        {draft.kind === 'ladder'
          ? t(
              'Battles agreed in advance, each result earning a reward or a penalty for the next (5.4.2).',
            )
          : narrative
            ? t(
                'A story of battles and choices: each result, and each option you take between battles, leads to the next step (5.4.2).',
              )
            : t(
                'A flow chart of battles: the result of each leads to the next battle or an ending (5.4.2).',
              )}
      </p>
      <div className="start-columns">
        <section>
          <label>
            {t('Name')}{' '}
            <input
              data-testid="editor-name"
              value={draft.name}
              onChange={(e) => change({ name: e.target.value })}
            />
          </label>
          <label>
            {t('Story')}{' '}
            <textarea
              data-testid="editor-summary"
              value={draft.summary}
              onChange={(e) => change({ summary: e.target.value })}
            />
          </label>
          <label>
            {t('Your commander')}{' '}
            <input
              data-testid="editor-person"
              value={draft.person}
              onChange={(e) => change({ person: e.target.value })}
            />
          </label>
          <label>
            {t('The enemy commander')}{' '}
            <input
              data-testid="editor-opponent"
              value={draft.opponent}
              onChange={(e) => change({ opponent: e.target.value })}
            />
          </label>
          {draft.battles.map((b, i) => (
            <fieldset key={b.key} className="editor-battle" data-testid={`editor-battle-${i}`}>
              <legend>{t('Battle {{n}}', { n: i + 1 })}</legend>
              <label>
                {t('Title')}{' '}
                <input
                  data-testid="battle-title"
                  value={b.title}
                  onChange={(e) => setBattle(i, { title: e.target.value })}
                />
              </label>
              <label>
                {t('Story')}{' '}
                <textarea
                  data-testid="battle-text"
                  value={b.text}
                  onChange={(e) => setBattle(i, { text: e.target.value })}
                />
              </label>
              <label>
                {t('Battlefield')}{' '}
                <select
                  data-testid="battle-ground"
                  value={b.ground === 'tournament' ? 'tournament' : b.scenario}
                  onChange={(e) =>
                    setBattle(
                      i,
                      e.target.value === 'tournament'
                        ? { ground: 'tournament', maxTurns: '' }
                        : { ground: 'scenario', scenario: e.target.value },
                    )
                  }
                >
                  {ALL_SCENARIOS.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                  <option value="tournament">
                    {t('Tournament game (6.1), armies built to the points')}
                  </option>
                </select>
              </label>
              {b.ground === 'tournament' ? (
                <label>
                  {t('Points')}{' '}
                  <input
                    data-testid="battle-points"
                    inputMode="numeric"
                    value={String(b.points)}
                    onChange={(e) => setBattle(i, { points: Number(e.target.value) || 0 })}
                  />
                </label>
              ) : (
                <label>
                  {t('Turn limit (empty: the scenario’s own)')}{' '}
                  <input
                    data-testid="battle-turns"
                    inputMode="numeric"
                    value={b.maxTurns}
                    onChange={(e) => setBattle(i, { maxTurns: e.target.value.trim() })}
                  />
                </label>
              )}
              {OUTCOMES.map((o) => (
                <div key={o} className="editor-outcome" data-testid={`battle-${o}`}>
                  <strong>{t('If {{outcome}}:', { outcome: t(OUTCOME_WORDS[o]) })}</strong>{' '}
                  {graph && (
                    <label>
                      {t('leads to')}{' '}
                      {leadsTo(
                        b.next[o],
                        (key) => setBattle(i, { next: { ...b.next, [o]: key } }),
                        `battle-next-${o}`,
                        b.key,
                      )}
                    </label>
                  )}
                  <EffectsEditor
                    effects={b.rewards[o]}
                    onChange={(effects) =>
                      setBattle(i, { rewards: { ...b.rewards, [o]: effects } })
                    }
                  />
                </div>
              ))}
              {draft.battles.length > 1 && (
                <button
                  className="delete-save"
                  onClick={() => change({ battles: draft.battles.filter((_, n) => n !== i) })}
                >
                  {t('Remove this battle')}
                </button>
              )}
            </fieldset>
          ))}
          <button
            data-testid="editor-add-battle"
            onClick={() =>
              change({
                battles: [
                  ...draft.battles,
                  { ...newBattle(1, ALL_SCENARIOS[0]!.id), key: freshKey('battle', draft) },
                ],
              })
            }
          >
            {t('Add a battle')}
          </button>
          {narrative && (
            <>
              {choices.map((c, i) => (
                <fieldset key={c.key} className="editor-choice" data-testid={`editor-choice-${i}`}>
                  <legend>{t('Choice {{n}}', { n: i + 1 })}</legend>
                  <label>
                    {t('What you are asked')}{' '}
                    <textarea
                      data-testid="choice-text"
                      value={c.text}
                      onChange={(ev) => setChoice(i, { text: ev.target.value })}
                    />
                  </label>
                  {c.options.map((o, n) => (
                    <div key={o.id} className="editor-option" data-testid="choice-option">
                      <strong>{t('Option {{n}}', { n: n + 1 })}</strong>{' '}
                      <input
                        data-testid="option-label"
                        placeholder={t('what the button says')}
                        value={o.label}
                        onChange={(ev) => setOption(i, n, { label: ev.target.value })}
                      />{' '}
                      <input
                        data-testid="option-text"
                        placeholder={t('what it means (optional)')}
                        value={o.text}
                        onChange={(ev) => setOption(i, n, { text: ev.target.value })}
                      />{' '}
                      <label>
                        {t('leads to')}{' '}
                        {leadsTo(
                          o.next,
                          (key) => setOption(i, n, { next: key }),
                          'option-next',
                          c.key,
                        )}
                      </label>
                      {c.options.length > 2 && (
                        <button
                          data-testid="option-remove"
                          onClick={() =>
                            setChoice(i, { options: c.options.filter((_, m) => m !== n) })
                          }
                        >
                          {t('Remove this option')}
                        </button>
                      )}
                    </div>
                  ))}
                  {c.options.length < 6 && (
                    <button
                      data-testid="option-add"
                      onClick={() => setChoice(i, { options: [...c.options, freshOption(c)] })}
                    >
                      {t('Add an option')}
                    </button>
                  )}
                  <button
                    className="delete-save"
                    onClick={() => change({ choices: choices.filter((_, n) => n !== i) })}
                  >
                    {t('Remove this choice')}
                  </button>
                </fieldset>
              ))}
              <button
                data-testid="editor-add-choice"
                onClick={() =>
                  change({ choices: [...choices, newChoice(freshKey('choice', draft))] })
                }
              >
                {t('Add a choice')}
              </button>
              <label>
                {t('The campaign begins with')}{' '}
                {leadsTo(
                  draft.start ?? '',
                  (key) => change({ start: key }),
                  'editor-start',
                  '',
                  t('its first battle'),
                )}
              </label>
            </>
          )}
          {graph &&
            draft.endings.map((e, i) => (
              <fieldset key={e.key} className="editor-ending" data-testid={`editor-ending-${i}`}>
                <legend>{t('Ending {{n}}', { n: i + 1 })}</legend>
                <label>
                  {t('Title')}{' '}
                  <input
                    data-testid="ending-title"
                    value={e.title}
                    onChange={(ev) => setEnding(i, { title: ev.target.value })}
                  />
                </label>
                <label>
                  {t('Story')}{' '}
                  <textarea
                    data-testid="ending-text"
                    value={e.text}
                    onChange={(ev) => setEnding(i, { text: ev.target.value })}
                  />
                </label>
                <label>
                  {t('Who wins the campaign')}{' '}
                  <select
                    data-testid="ending-winner"
                    value={e.winner}
                    onChange={(ev) =>
                      setEnding(i, { winner: ev.target.value as DraftEnding['winner'] })
                    }
                  >
                    <option value="person">{t('you')}</option>
                    <option value="opponent">{t('the enemy')}</option>
                    <option value="nobody">{t('nobody')}</option>
                  </select>
                </label>
                {draft.endings.length > 1 && (
                  <button
                    className="delete-save"
                    onClick={() => change({ endings: draft.endings.filter((_, n) => n !== i) })}
                  >
                    {t('Remove this ending')}
                  </button>
                )}
              </fieldset>
            ))}
          {graph && (
            <button
              data-testid="editor-add-ending"
              onClick={() =>
                change({
                  endings: [...draft.endings, { ...newEnding(1), key: freshKey('ending', draft) }],
                })
              }
            >
              {t('Add an ending')}
            </button>
          )}
        </section>
        <section>
          <h2>{t('Check')}</h2>
          {checked.ok ? (
            <p className="notice" data-testid="editor-valid">
              {t('The campaign is complete and can be saved.')}
            </p>
          ) : (
            <>
              <p className="hint">{t('Not complete yet:')}</p>
              <ul className="error" data-testid="editor-problems">
                {checked.error.map((p, n) => (
                  <li key={n}>{p}</li>
                ))}
              </ul>
            </>
          )}
          <div className="choices">
            <button
              className="primary"
              data-testid="editor-save"
              disabled={!checked.ok || busy}
              onClick={() => void save()}
            >
              {t('Save the campaign')}
            </button>
            <button data-testid="editor-cancel" onClick={props.onDone}>
              {t('Back to the campaigns')}
            </button>
          </div>
          {problem && <p className="error">{problem}</p>}
        </section>
      </div>
    </main>
  );
}

/** The effects a result earns for the next battle (5.4.2): reinforcements, reserves, points,
 * strategy rating, for either side. */
function EffectsEditor(props: {
  effects: readonly Effect[];
  onChange: (effects: Effect[]) => void;
}) {
  const t = useWords();
  const set = (i: number, effect: Effect) =>
    props.onChange(props.effects.map((e, n) => (n === i ? effect : e)));
  return (
    <div className="editor-effects">
      {props.effects.map((e, i) => (
        <div key={i} className="editor-effect" data-testid="editor-effect">
          <select
            data-testid="effect-kind"
            value={e.kind}
            onChange={(ev) =>
              set(i, { ...newEffect(ev.target.value as Effect['kind']), party: e.party })
            }
          >
            <option value="reinforce">{t('reinforcements')}</option>
            <option value="reserve">{t('held in reserve')}</option>
            <option value="points">{t('army points')}</option>
            <option value="strategy">{t('strategy rating')}</option>
          </select>{' '}
          <select
            data-testid="effect-party"
            value={e.party}
            onChange={(ev) => set(i, { ...e, party: ev.target.value as Effect['party'] })}
          >
            <option value="person">{t('for you')}</option>
            <option value="opponent">{t('for the enemy')}</option>
          </select>{' '}
          {e.kind === 'reinforce' || e.kind === 'reserve' ? (
            <>
              <input
                data-testid="effect-formation"
                placeholder={t('formation id')}
                value={e.formation}
                onChange={(ev) => set(i, { ...e, formation: ev.target.value.trim() })}
              />{' '}
              <input
                data-testid="effect-count"
                inputMode="numeric"
                value={String(e.count)}
                onChange={(ev) => set(i, { ...e, count: Number(ev.target.value) || 0 })}
              />
            </>
          ) : (
            <input
              data-testid="effect-value"
              inputMode="numeric"
              value={String(e.kind === 'points' ? e.points : e.change)}
              onChange={(ev) => {
                const value = Number(ev.target.value) || 0;
                set(i, e.kind === 'points' ? { ...e, points: value } : { ...e, change: value });
              }}
            />
          )}{' '}
          <button onClick={() => props.onChange(props.effects.filter((_, n) => n !== i))}>
            {t('Remove')}
          </button>
        </div>
      ))}
      <button
        data-testid="editor-add-effect"
        onClick={() => props.onChange([...props.effects, newEffect('strategy')])}
      >
        {t('Add a reward or penalty')}
      </button>
    </div>
  );
}

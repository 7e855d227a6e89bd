import { t, useWords } from '../i18n';
import { FileInput } from '../screens/FileInput';
import { useEffect, useMemo, useState } from 'react';
import type { ImportedList, Roster } from '../../../engine/netea/armies';
import type { RosterListing } from '../../../main/ipc/api';
import type { RosterClient } from '../host/rosterClient';
import { CountsAsNotes } from './CountsAsNotes';
import { Datasheet } from './Datasheet';
import { FormationCard } from './FormationCard';
import { PrintSheet } from './PrintSheet';
import {
  addCountsAs,
  addFormation,
  builderView,
  DEFAULT_GAME_SIZE,
  emptyRoster,
  GAME_SIZES,
  removeCountsAs,
  removeFormation,
  rosterText,
  setCount,
  setCountsAs,
} from './rosterModel';

export interface BuilderProps {
  readonly rosters: RosterClient;
  readonly lists: readonly ImportedList[];
  /** A roster opened from a file by the desktop shell (double-click, Open, drop). */
  readonly opened?: { readonly id: string; readonly unmapped: readonly string[] } | null;
  readonly onBack: () => void;
}

type Notice = { readonly kind: 'done' | 'problem'; readonly text: string };

/**
 * The army builder: choose a list, add formations and their upgrades, and see the points against
 * the game size and every broken constraint as it happens; save, open (ours, BattleScribe's or
 * New Recruit's files), export as text and print. Every rule is the engine's (rosterModel.ts).
 */
export function BuilderScreen({ rosters, lists, opened, onBack }: BuilderProps) {
  const [roster, setRoster] = useState<Roster>(() =>
    emptyRoster(lists[0]!, t('New army'), DEFAULT_GAME_SIZE),
  );
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  useWords();
  const [saved, setSaved] = useState<readonly RosterListing[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unmapped, setUnmapped] = useState<readonly string[]>([]);
  const [exporting, setExporting] = useState(false);
  const list = lists.find((l) => l.id === roster.list) ?? lists[0]!;
  const view = useMemo(() => builderView(list, roster), [list, roster]);

  const refresh = () =>
    void rosters.list().then((listed) => {
      if (listed.ok) setSaved(listed.value);
      else
        setNotice({
          kind: 'problem',
          text: t('The rosters cannot be listed: {{problem}}', { problem: listed.problem }),
        });
    });
  useEffect(refresh, [rosters]);

  const show = (next: Roster, others: readonly string[], warnings: readonly string[]) => {
    setRoster(next);
    setOpenIndex(null);
    setUnmapped(others);
    setNotice(
      warnings.length > 0
        ? { kind: 'problem', text: warnings.join('; ') }
        : { kind: 'done', text: t('Opened "{{name}}".', { name: next.name }) },
    );
  };
  const openSaved = async (id: string, others: readonly string[] = []) => {
    const got = await rosters.open(id);
    if (got.ok) show(got.value.roster, others, got.value.warnings);
    else
      setNotice({
        kind: 'problem',
        text: t('That roster cannot be opened: {{problem}}', { problem: got.problem }),
      });
    refresh();
  };
  useEffect(() => {
    if (opened) void openSaved(opened.id, opened.unmapped);
    // Only a newly opened file is shown (`opened` changes once per file).
  }, [opened]);

  const save = async () => {
    const done = await rosters.save(roster);
    setNotice(
      done.ok
        ? {
            kind: 'done',
            text: view.legal
              ? t('Saved "{{name}}".', { name: roster.name })
              : t('Saved "{{name}}", with {{count}} problem(s) left.', {
                  name: roster.name,
                  count: view.problems.length,
                }),
          }
        : {
            kind: 'problem',
            text: t('The roster was not saved: {{problem}}', { problem: done.problem }),
          },
    );
    refresh();
  };
  const importFile = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const got = await rosters.importFile(file.name, bytes);
    if (got.ok) show(got.value.roster, got.value.unmapped, []);
    else
      setNotice({
        kind: 'problem',
        text: t('"{{file}}" cannot be opened: {{problem}}', {
          file: file.name,
          problem: got.problem,
        }),
      });
    refresh();
  };
  const remove = async (entry: RosterListing) => {
    const done = await rosters.remove(entry.id);
    if (!done.ok) setNotice({ kind: 'problem', text: `Not deleted: ${done.problem}` });
    refresh();
  };
  const text = exporting ? rosterText(list, roster) : '';

  return (
    <main className="builder" data-testid="builder-screen">
      <div className="topbar">
        <button onClick={onBack}>◂ {t('Menu')}</button>
        <strong>{t('Army builder')}</strong>
        <span className="spacer" />
        <button className="primary" data-testid="save-roster" onClick={() => void save()}>
          {t('Save roster')}
        </button>
        <FileInput
          className="button"
          testId="roster-file"
          accept=".ros,.rosz,.epicroster"
          onFile={(file) => void importFile(file)}
        >
          {t('Open roster file…')}
        </FileInput>
        <button onClick={() => setExporting((x) => !x)}>{t('Export as text')}</button>
        <button onClick={() => window.print()}>{t('Print')}</button>
      </div>

      <aside className="builder-army">
        <section className="panel">
          <label>
            {t('Army list')}{' '}
            <select
              data-testid="builder-list"
              value={list.id}
              disabled={roster.formations.length > 0}
              onChange={(e) => {
                const next = lists.find((l) => l.id === e.target.value);
                if (next) setRoster(emptyRoster(next, roster.name, roster.pointsLimit));
                setNotice(null);
              }}
            >
              {lists.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          {roster.formations.length > 0 ? (
            <p className="hint">
              {t('To change the list, start a new roster.')}{' '}
              <button
                onClick={() => {
                  setRoster(emptyRoster(list, t('New army'), roster.pointsLimit));
                  setUnmapped([]);
                  setOpenIndex(null);
                  setNotice(null);
                }}
              >
                {t('New roster')}
              </button>
            </p>
          ) : null}
          <label>
            Name{' '}
            <input
              data-testid="roster-name"
              value={roster.name}
              maxLength={120}
              onChange={(e) => setRoster({ ...roster, name: e.target.value })}
            />
          </label>
          <label>
            {t('Game size')}{' '}
            <input
              data-testid="game-size"
              type="number"
              min={0}
              step={250}
              list="game-sizes"
              value={roster.pointsLimit}
              onChange={(e) =>
                setRoster({
                  ...roster,
                  pointsLimit: Math.max(
                    0,
                    Math.min(100_000, Math.round(Number(e.target.value)) || 0),
                  ),
                })
              }
            />{' '}
            {t('points')}
            <datalist id="game-sizes">
              {GAME_SIZES.map((size) => (
                <option key={size} value={size} />
              ))}
            </datalist>
          </label>
        </section>

        <section className="panel">
          <p className="points-total" data-testid="points-total">
            {view.points} of {view.limit} points
          </p>
          <div
            className={`points-bar${view.over ? ' over' : ''}`}
            role="progressbar"
            aria-label={t('Points spent')}
            aria-valuemin={0}
            aria-valuemax={view.limit}
            aria-valuenow={view.points}
          >
            <div style={{ width: `${Math.round(view.fill * 100)}%` }} />
          </div>
          {view.legal ? (
            <p className="legal" data-testid="roster-legal">
              {t('A legal army: every constraint of the list is kept.')}
            </p>
          ) : (
            <div data-testid="roster-problems">
              <p className="error">
                {view.problems.length === 1
                  ? t('One constraint is broken:')
                  : t('{{count}} constraints are broken:', { count: view.problems.length })}
              </p>
              <ul className="problems">
                {view.problems.map((p, i) => (
                  <li key={i} className="error">
                    {p}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>

        <CountsAsNotes
          notes={view.countsAs}
          unitNames={view.unitNames}
          onAdd={() => setRoster(addCountsAs(roster))}
          onChange={(index, note) => setRoster(setCountsAs(roster, index, note))}
          onRemove={(index) => setRoster(removeCountsAs(roster, index))}
        />

        {notice ? (
          <p
            className={notice.kind === 'problem' ? 'error' : 'notice'}
            data-testid="builder-notice"
          >
            {notice.text}
          </p>
        ) : null}
        {unmapped.length > 0 ? (
          <section className="panel" data-testid="unmapped">
            <h3>{t('Not taken from the file')}</h3>
            <ul className="problems">
              {unmapped.map((u, i) => (
                <li key={i}>{u}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className="panel">
          <h3>{t('Saved rosters')}</h3>
          {saved === null ? (
            <p className="hint">{t('Reading…')}</p>
          ) : saved.length === 0 ? (
            <p className="hint">{t('No rosters saved yet.')}</p>
          ) : (
            <ul className="saved-rosters" data-testid="saved-rosters">
              {saved.map((entry) => (
                <li key={entry.id}>
                  {'problem' in entry ? (
                    <span className="error roster-name">
                      {t('Damaged: {{problem}}', { problem: entry.problem })}
                    </span>
                  ) : (
                    <>
                      <button className="roster-name" onClick={() => void openSaved(entry.id)}>
                        {entry.name}
                      </button>
                      <span className="hint">
                        {entry.listName}, {entry.points}/{entry.pointsLimit} {t('pts')}
                        {entry.problems > 0
                          ? `, ${t('{{count}} problem(s)', { count: entry.problems })}`
                          : ''}
                      </span>
                    </>
                  )}
                  <button
                    aria-label={t('Delete {{name}}', {
                      name: 'name' in entry ? entry.name : t('this roster'),
                    })}
                    onClick={() => void remove(entry)}
                  >
                    {t('Delete')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </aside>

      <section className="builder-roster">
        {exporting ? (
          <section className="panel export">
            <h3>{t('The roster as text')}</h3>
            <textarea readOnly value={text} data-testid="roster-text" rows={12} />
            <button onClick={() => void navigator.clipboard?.writeText(text)}>{t('Copy')}</button>
            <a
              className="button"
              download={`${roster.name || 'roster'}.txt`}
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            >
              {t('Download')}
            </a>
          </section>
        ) : null}
        <h2>
          {roster.name} <span className="hint">{view.listName}</span>
        </h2>
        {roster.formations.length === 0 ? (
          <p className="hint">{t('Add formations from the list on the right.')}</p>
        ) : (
          <ol className="formations">
            {view.formations.map((f) => (
              <FormationCard
                key={f.index}
                formation={f}
                open={openIndex === f.index}
                onToggle={() => setOpenIndex(openIndex === f.index ? null : f.index)}
                onRemove={() => {
                  setRoster(removeFormation(roster, f.index));
                  setOpenIndex(null);
                }}
                onCount={(path, entryId, count) =>
                  setRoster(setCount(list, roster, f.index, path, entryId, count))
                }
              />
            ))}
          </ol>
        )}
        {view.units.length > 0 ? (
          <>
            <h2>{t('Datasheets')}</h2>
            <div className="unit-sheets">
              {view.units.map((u) => (
                <Datasheet key={u.id} sheet={u} />
              ))}
            </div>
          </>
        ) : null}
      </section>

      <aside className="builder-catalogue" data-testid="catalogue">
        <h3>{t('Add a formation')}</h3>
        {view.catalogue.map((group) => (
          <section key={group.category}>
            <h4>{group.category}</h4>
            <ul>
              {group.formations.map((f) => (
                <li key={f.id}>
                  <button
                    aria-label={t('Add {{formation}}', { formation: f.name })}
                    onClick={() => setRoster(addFormation(list, roster, f.id))}
                  >
                    +
                  </button>
                  <span className="name">
                    {f.name}
                    {f.taken > 0 ? <span className="taken"> ×{f.taken}</span> : null}
                  </span>
                  <span className="hint">
                    {f.points} {t('pts')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </aside>
      <PrintSheet roster={roster} view={view} list={list} />
    </main>
  );
}

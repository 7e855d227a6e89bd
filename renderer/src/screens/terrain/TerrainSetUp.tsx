import { useEffect, useMemo, useState } from 'react';
import type { Point } from '../../../../engine/kernel/geometry';
import {
  emptyLayout,
  layoutProblems,
  layoutTableProblem,
  layoutWarnings,
  PIECE_TYPES,
  readTerrainLayout,
  terrainAsLayout,
  type LayoutProblem,
  type PieceType,
  type TerrainLayout,
} from '../../../../engine/netea/scenarios/terrainLayout';
import type { TournamentGameOptions } from '../../../../engine/netea/scenarios/tournamentOptions';
import {
  DEFAULT_KINDS,
  GENERATED_KINDS,
  generateTerrain,
  terrainSeed,
  type GeneratedKind,
} from '../../../../engine/netea/scenarios/tournamentTerrain';
import { terrainName } from '../../battlefield/TableLayer';
import { TERRAIN_FILL } from '../../battlefield/style';
import { download } from '../../campaigns/words';
import { t, useWords } from '../../i18n';
import { FileInput } from '../FileInput';
import { readWholeNumber, SEED } from '../numbers';
import { addPiece, movePiece, removePiece, reshapePiece, resizePiece } from './layoutEditing';
import { edgeWarningWords, guidelineWords, layoutProblemWords } from './layoutWords';
import { guidelineNotes } from '../../../../engine/netea/scenarios/terrainGuidelines';
import { TerrainPreview } from './TerrainPreview';
import { TerrainTable } from './TerrainTable';
import './terrain.css';

type Options = TournamentGameOptions;

/**
 * The terrain of a tournament game (6.1.2 "Set up the terrain for the game in any mutually
 * agreeable manner"): generated from a seed with the density and kinds chosen (6.1.4's
 * Tournament Terrain guidelines), or placed by hand on a table view, kept in and read from a
 * layout file. A line on the New battle screen says which, and opens the panel.
 */
export function TerrainSetUp(props: {
  readonly options: Options;
  readonly onChange: (update: (o: Options) => Options) => void;
}) {
  const { options, onChange } = props;
  useWords();
  const [open, setOpen] = useState(false);
  // A seed of its own, so the table does not change with the battle's seed.
  useEffect(() => {
    if (options.terrainSeed === undefined)
      onChange((o) => ({ ...o, terrainSeed: Math.floor(Math.random() * 1_000_000) }));
  }, [options.terrainSeed, onChange]);
  const placed = options.terrainLayout;
  const kinds = options.terrainKinds ?? DEFAULT_KINDS;
  const tableProblem = placed ? layoutTableProblem(placed, options.table) : null;
  return (
    <div className="terrain-line" data-testid="terrain-line">
      <label>
        {t('Terrain')}{' '}
        {placed ? (
          <span data-testid="terrain-summary">
            {placed.pieces.length === 1
              ? t('1 piece placed by hand')
              : t('{{count}} pieces placed by hand', { count: placed.pieces.length })}
          </span>
        ) : (
          <DensityChoice testId="terrain-density" options={options} onChange={onChange} />
        )}{' '}
        <button type="button" data-testid="terrain-open" onClick={() => setOpen(true)}>
          {t('Set up the terrain…')}
        </button>
      </label>
      {!placed && (
        <p className="hint" data-testid="terrain-summary">
          {t('generated from terrain seed {{seed}}: {{kinds}}', {
            seed: options.terrainSeed ?? '',
            kinds: kinds.map((k) => terrainName(k)).join(', '),
          })}
        </p>
      )}
      {tableProblem && (
        <p className="field-problem" role="alert">
          {layoutProblemWords(tableProblem)}
        </p>
      )}
      {open && <TerrainDialog {...props} onClose={() => setOpen(false)} />}
    </div>
  );
}

/** 6.1.4: features per 60cm square, twice the squares being the guideline. */
function DensityChoice(props: {
  readonly testId: string;
  readonly options: Options;
  readonly onChange: (update: (o: Options) => Options) => void;
}) {
  return (
    <select
      data-testid={props.testId}
      value={props.options.terrainDensity}
      onChange={(e) => {
        const density = Number(e.target.value);
        props.onChange((o) => ({ ...o, terrainDensity: density }));
      }}
    >
      <option value={1}>{t('light (one piece per 60cm square)')}</option>
      <option value={2}>{t('standard (two pieces per 60cm square, 6.1.2)')}</option>
      <option value={3}>{t('dense (three pieces per 60cm square)')}</option>
    </select>
  );
}

function TerrainDialog(props: {
  readonly options: Options;
  readonly onChange: (update: (o: Options) => Options) => void;
  readonly onClose: () => void;
}) {
  const { options, onChange } = props;
  const table = options.table;
  const kinds = options.terrainKinds ?? DEFAULT_KINDS;
  const seed = options.terrainSeed ?? 0;
  const [seedText, setSeedText] = useState(String(seed));
  const seedRead = readWholeNumber(seedText, SEED);
  const generated = useMemo(
    () =>
      terrainAsLayout(
        table,
        generateTerrain({
          seed: terrainSeed(seed),
          table,
          density: options.terrainDensity,
          kinds,
        }),
      ),
    [table, seed, options.terrainDensity, kinds],
  );
  // The layout by hand is kept while the person looks at generated terrain, to come back to.
  const [handLayout, setHandLayout] = useState<TerrainLayout>(
    () => options.terrainLayout ?? emptyLayout(table),
  );
  const byHand = options.terrainLayout !== undefined;
  const layout = options.terrainLayout ?? handLayout;
  const setLayout = (next: TerrainLayout) => {
    setHandLayout(next);
    onChange((o) => ({ ...o, terrainLayout: next }));
  };
  const [tool, setTool] = useState<PieceType | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [fileProblems, setFileProblems] = useState<readonly LayoutProblem[]>([]);
  const scale = useTableScale(table.width, table.height);

  const chooseGenerated = () => {
    setSelected(null);
    onChange(({ terrainLayout: _, terrainSetUpBy: __, ...o }) => o);
  };
  const chooseByHand = (start?: TerrainLayout) => {
    setSelected(null);
    const next =
      start ??
      (handLayout.table.width === table.width && handLayout.table.height === table.height
        ? handLayout
        : emptyLayout(table));
    setLayout(next);
  };
  const openFile = async (file: File) => {
    const read = readTerrainLayout(await file.text());
    const problems = read.ok
      ? [layoutTableProblem(read.value, table)].filter((p): p is LayoutProblem => p !== null)
      : read.error;
    setFileProblems(problems);
    // A file that cannot be played here leaves the table as it was.
    if (read.ok && problems.length === 0) {
      setSelected(null);
      setLayout(read.value);
    }
  };
  const saveFile = () =>
    download(
      `${JSON.stringify(layout, null, 2)}\n`,
      `terrain-${table.width}x${table.height}.epicterrain`,
      'application/json',
    );
  const place = (type: PieceType, at: Point) => {
    const next = addPiece(layout, type, at);
    setLayout(next);
    setSelected(next.pieces.length - 1);
  };
  const remove = () => {
    if (selected === null) return;
    setLayout(removePiece(layout, selected));
    setSelected(null);
  };
  // Delete removes the selected piece (unless the key is meant for a field); Escape puts the
  // chosen piece type down.
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
      if (e.key === 'Delete' && !typing && selected !== null) {
        setLayout(removePiece(layout, selected));
        setSelected(null);
      }
      if (e.key === 'Escape') setTool(null);
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  });
  const problems = byHand
    ? [layoutTableProblem(layout, table), ...layoutProblems(layout)].filter(
        (p): p is LayoutProblem => p !== null,
      )
    : [];
  const warnings = byHand ? layoutWarnings(layout) : [];
  const notes = byHand && problems.length === 0 ? guidelineNotes(layout) : [];

  return (
    <div className="terrain-dialog-backdrop">
      <div
        className="terrain-dialog"
        role="dialog"
        aria-label={t('Terrain set-up (6.1.2)')}
        data-testid="terrain-dialog"
      >
        <header>
          <h2>{t('Terrain set-up (6.1.2)')}</h2>
          <button type="button" data-testid="terrain-done" onClick={props.onClose}>
            {t('Done')}
          </button>
        </header>
        <div className="terrain-mode">
          <label>
            <input
              type="radio"
              name="terrain-mode"
              data-testid="terrain-generated"
              checked={!byHand}
              onChange={chooseGenerated}
            />{' '}
            {t('Generated from a seed (6.1.4 Tournament Terrain)')}
          </label>
          <label>
            <input
              type="radio"
              name="terrain-mode"
              data-testid="terrain-by-hand"
              checked={byHand}
              onChange={() => chooseByHand()}
            />{' '}
            {t('Placed by hand')}
          </label>
        </div>
        {!byHand ? (
          <div className="terrain-body">
            <div className="terrain-view">
              <TerrainPreview layout={generated} width={table.width * scale} />
            </div>
            <div className="terrain-side">
              <label>
                {t('Terrain seed')}{' '}
                <input
                  type="text"
                  inputMode="numeric"
                  data-testid="terrain-seed"
                  value={seedText}
                  aria-invalid={!seedRead.ok}
                  onChange={(e) => {
                    setSeedText(e.target.value);
                    const read = readWholeNumber(e.target.value, SEED);
                    if (read.ok) onChange((o) => ({ ...o, terrainSeed: read.value }));
                  }}
                />
              </label>
              {!seedRead.ok && (
                <p className="field-problem" role="alert">
                  {seedRead.problem}
                </p>
              )}
              <label>
                {t('Density')}{' '}
                <DensityChoice
                  testId="terrain-dialog-density"
                  options={options}
                  onChange={onChange}
                />
              </label>
              <fieldset className="terrain-kinds">
                <legend>{t('Kinds of terrain (1.8.4)')}</legend>
                {GENERATED_KINDS.map((kind) => (
                  <label key={kind}>
                    <input
                      type="checkbox"
                      data-testid={`terrain-kind-${kind}`}
                      checked={kinds.includes(kind)}
                      // The generator needs at least one kind to draw from.
                      disabled={kinds.length === 1 && kinds.includes(kind)}
                      onChange={(e) => {
                        const next: GeneratedKind[] = GENERATED_KINDS.filter((k) =>
                          k === kind ? e.target.checked : kinds.includes(k),
                        );
                        onChange((o) => ({ ...o, terrainKinds: next }));
                      }}
                    />{' '}
                    <span className="swatch" style={{ background: TERRAIN_FILL[kind] }} />
                    {terrainName(kind)}
                  </label>
                ))}
              </fieldset>
              <p className="hint">
                {t(
                  'Generated pieces keep clear of the 15cm along every table edge, so no set-up edge or corner is blocked.',
                )}
              </p>
              <button
                type="button"
                data-testid="terrain-edit-generated"
                onClick={() => chooseByHand(generated)}
              >
                {t('Edit this layout by hand')}
              </button>
            </div>
          </div>
        ) : (
          <div className="terrain-body">
            <div className="terrain-view" data-testid="terrain-table">
              <TerrainTable
                layout={layout}
                scale={scale}
                tool={tool}
                selected={selected}
                onSelect={setSelected}
                onPlace={place}
                onMove={(i, dx, dy) => setLayout(movePiece(layout, i, dx, dy))}
                onReshape={(i, map) => setLayout(reshapePiece(layout, i, map))}
              />
            </div>
            <div className="terrain-side">
              <p className="hint">
                {tool
                  ? t('Click on the table to place {{type}}.', { type: terrainName(tool) })
                  : t(
                      'Choose a piece, then click on the table to place it; drag a piece to move it.',
                    )}
              </p>
              <div className="terrain-library" role="group" aria-label={t('Terrain pieces')}>
                {PIECE_TYPES.map((type) => (
                  <button
                    key={type}
                    type="button"
                    data-testid={`terrain-tool-${type}`}
                    aria-pressed={tool === type}
                    onClick={() => setTool(tool === type ? null : type)}
                  >
                    <span className="swatch" style={{ background: TERRAIN_FILL[type] }} />
                    {terrainName(type)}
                  </button>
                ))}
              </div>
              <div className="terrain-piece-actions">
                <span data-testid="terrain-selected">
                  {selected !== null && layout.pieces[selected]
                    ? t('Piece {{piece}}: {{type}}', {
                        piece: selected + 1,
                        type: terrainName(layout.pieces[selected].type as PieceType),
                      })
                    : t('No piece selected')}
                </span>
                <button
                  type="button"
                  data-testid="terrain-larger"
                  disabled={selected === null}
                  onClick={() => selected !== null && setLayout(resizePiece(layout, selected, 1.2))}
                >
                  {t('Larger')}
                </button>
                <button
                  type="button"
                  data-testid="terrain-smaller"
                  disabled={selected === null}
                  onClick={() =>
                    selected !== null && setLayout(resizePiece(layout, selected, 1 / 1.2))
                  }
                >
                  {t('Smaller')}
                </button>
                <button
                  type="button"
                  data-testid="terrain-delete"
                  disabled={selected === null}
                  onClick={remove}
                >
                  {t('Delete')}
                </button>
              </div>
              <div className="terrain-files">
                <button type="button" data-testid="terrain-save" onClick={saveFile}>
                  {t('Save layout…')}
                </button>
                <FileInput
                  className="button"
                  testId="terrain-file"
                  accept=".epicterrain,.json"
                  onFile={(file) => void openFile(file)}
                >
                  {t('Open layout…')}
                </FileInput>
                <button
                  type="button"
                  data-testid="terrain-clear"
                  onClick={() => {
                    setSelected(null);
                    setLayout(emptyLayout(table));
                  }}
                >
                  {t('Clear the table')}
                </button>
              </div>
              <label>
                {t('Who set up the terrain (it decides who chooses the table edge, 6.1.2)')}{' '}
                <select
                  data-testid="terrain-set-up-by"
                  value={options.terrainSetUpBy ?? 'joint'}
                  onChange={(e) => {
                    const by = e.target.value;
                    onChange(({ terrainSetUpBy: _, ...o }) =>
                      by === 'joint' ? o : { ...o, terrainSetUpBy: by === '0' ? 0 : 1 },
                    );
                  }}
                >
                  <option value="joint">{t('jointly (the higher strategy rating chooses)')}</option>
                  <option value="0">{t('player 1 (player 2 chooses)')}</option>
                  <option value="1">{t('player 2 (player 1 chooses)')}</option>
                </select>
              </label>
              {fileProblems.length > 0 && (
                <div className="field-problem" role="alert" data-testid="terrain-file-problem">
                  {t('That layout cannot be opened:')}
                  <ul>
                    {fileProblems.map((p, i) => (
                      <li key={i}>{layoutProblemWords(p)}</li>
                    ))}
                  </ul>
                </div>
              )}
              {problems.map((p, i) => (
                <p key={i} className="field-problem" role="alert">
                  {layoutProblemWords(p)}
                </p>
              ))}
              {notes.map((note, i) => (
                <p key={`note-${i}`} className="hint" data-testid="terrain-note">
                  {guidelineWords(note)}
                </p>
              ))}
              {warnings.map((w) => (
                <p key={w.edge} className="hint terrain-warning" data-testid="terrain-warning">
                  {edgeWarningWords(w)}
                </p>
              ))}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/** Pixels per centimetre that fit the table beside the panel's controls in the window. */
function useTableScale(width: number, height: number): number {
  const [size, setSize] = useState(() => ({ w: window.innerWidth, h: window.innerHeight }));
  useEffect(() => {
    const resize = () => setSize({ w: window.innerWidth, h: window.innerHeight });
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return Math.max(1.5, Math.min((size.w - 440) / width, (size.h - 170) / height, 6));
}

import { useEffect, useState } from 'react';
import type { Point, TableSize } from '../../../../engine/kernel/geometry';
import { guidelineNotes } from '../../../../engine/netea/scenarios/terrainGuidelines';
import {
  emptyLayout,
  layoutProblems,
  layoutTableProblem,
  layoutWarnings,
  PIECE_TYPES,
  readTerrainLayout,
  writeTerrainLayout,
  type LayoutProblem,
  type PieceType,
  type TerrainLayout,
} from '../../../../engine/netea/scenarios/terrainLayout';
import type { TournamentGameOptions } from '../../../../engine/netea/scenarios/tournamentOptions';
import { terrainName } from '../../battlefield/TableLayer';
import { TERRAIN_FILL } from '../../battlefield/style';
import { download } from '../../campaigns/words';
import { t } from '../../i18n';
import { FileInput } from '../FileInput';
import { addPiece, movePiece, removePiece, reshapePiece, resizePiece } from './layoutEditing';
import { edgeWarningWords, guidelineWords, layoutProblemWords } from './layoutWords';
import { TerrainTable } from './TerrainTable';

type Options = TournamentGameOptions;

/**
 * Terrain placed by hand (6.1.2): the library of 1.8.4 pieces, the table view, the selected
 * piece's size and removal, the layout file kept and opened, who set the terrain up; then what
 * is wrong with the layout, where it blocks a set-up strip and where it strays from 6.1.4.
 */
export function HandPlacement(props: {
  readonly options: Options;
  readonly onChange: (update: (o: Options) => Options) => void;
  readonly layout: TerrainLayout;
  readonly setLayout: (layout: TerrainLayout) => void;
  readonly table: TableSize;
  /** Pixels per centimetre. */
  readonly scale: number;
}) {
  const { options, onChange, layout, setLayout, table, scale } = props;
  const [tool, setTool] = useState<PieceType | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [fileProblems, setFileProblems] = useState<readonly LayoutProblem[]>([]);
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
      writeTerrainLayout(layout),
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
      if (e.key === 'Delete' && !typing) remove();
      if (e.key === 'Escape') setTool(null);
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  });
  const problems = [layoutTableProblem(layout, table), ...layoutProblems(layout)].filter(
    (p): p is LayoutProblem => p !== null,
  );
  const warnings = layoutWarnings(layout);
  const notes = problems.length === 0 ? guidelineNotes(layout) : [];

  return (
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
            : t('Choose a piece, then click on the table to place it; drag a piece to move it.')}
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
            onClick={() => selected !== null && setLayout(resizePiece(layout, selected, 1 / 1.2))}
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
  );
}

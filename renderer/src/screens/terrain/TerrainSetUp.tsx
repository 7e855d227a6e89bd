import { useEffect, useState } from 'react';
import {
  emptyLayout,
  layoutTableProblem,
  type TerrainLayout,
} from '../../../../engine/netea/scenarios/terrainLayout';
import type { TournamentGameOptions } from '../../../../engine/netea/scenarios/tournamentOptions';
import { DEFAULT_KINDS } from '../../../../engine/netea/scenarios/tournamentTerrain';
import { terrainName } from '../../battlefield/TableLayer';
import { t, useWords } from '../../i18n';
import { DensityChoice, GeneratedTerrain } from './GeneratedTerrain';
import { HandPlacement } from './HandPlacement';
import { layoutProblemWords } from './layoutWords';
import './terrain.css';

type Options = TournamentGameOptions;
type Change = (update: (o: Options) => Options) => void;

/**
 * The terrain of a tournament game (6.1.2 "Set up the terrain for the game in any mutually
 * agreeable manner"): generated from a seed with the density and kinds chosen (6.1.4's
 * Tournament Terrain guidelines), or placed by hand on a table view, kept in and read from a
 * layout file. A line on the New battle screen says which, and opens the panel.
 */
export function TerrainSetUp(props: {
  readonly options: Options;
  readonly onChange: Change;
  /** The battle's seed: generated terrain follows it unless a terrain seed is given. */
  readonly battleSeed: number;
}) {
  const { options, onChange } = props;
  useWords();
  const [open, setOpen] = useState(false);
  const placed = options.terrainLayout;
  const kinds = options.terrainKinds ?? DEFAULT_KINDS;
  const tableProblem = placed ? layoutTableProblem(placed, options.table) : null;
  const kindWords = kinds.map((k) => terrainName(k)).join(', ');
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
          {options.terrainSeed === undefined
            ? t("generated from the battle's seed: {{kinds}}", { kinds: kindWords })
            : t('generated from terrain seed {{seed}}: {{kinds}}', {
                seed: options.terrainSeed,
                kinds: kindWords,
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

function TerrainDialog(props: {
  readonly options: Options;
  readonly onChange: Change;
  readonly battleSeed: number;
  readonly onClose: () => void;
}) {
  const { options, onChange } = props;
  const table = options.table;
  // The layout by hand is kept while the person looks at generated terrain, to come back to.
  const [handLayout, setHandLayout] = useState<TerrainLayout>(
    () => options.terrainLayout ?? emptyLayout(table),
  );
  const byHand = options.terrainLayout !== undefined;
  const setLayout = (next: TerrainLayout) => {
    setHandLayout(next);
    onChange((o) => ({ ...o, terrainLayout: next }));
  };
  const scale = useTableScale(table.width, table.height);
  const chooseGenerated = () => onChange(({ terrainLayout: _, terrainSetUpBy: __, ...o }) => o);
  const chooseByHand = () =>
    setLayout(
      handLayout.table.width === table.width && handLayout.table.height === table.height
        ? handLayout
        : emptyLayout(table),
    );

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
              onChange={chooseByHand}
            />{' '}
            {t('Placed by hand')}
          </label>
        </div>
        {options.terrainLayout ? (
          <HandPlacement
            options={options}
            onChange={onChange}
            layout={options.terrainLayout}
            setLayout={setLayout}
            table={table}
            scale={scale}
          />
        ) : (
          <GeneratedTerrain
            options={options}
            onChange={onChange}
            battleSeed={props.battleSeed}
            scale={scale}
            onEdit={setLayout}
          />
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

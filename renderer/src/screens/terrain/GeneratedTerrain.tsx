import { useMemo, useState } from 'react';
import {
  terrainAsLayout,
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
import { t } from '../../i18n';
import { readWholeNumber, SEED } from '../numbers';
import { TerrainPreview } from './TerrainPreview';

type Options = TournamentGameOptions;
type Change = (update: (o: Options) => Options) => void;

/** The generated table as the game will build it (tournamentGame.ts): the terrain seed, or the
 * battle's own seed when none is given. */
export function generatedLayout(options: Options, battleSeed: number): TerrainLayout {
  return terrainAsLayout(
    options.table,
    generateTerrain({
      seed: terrainSeed(options.terrainSeed ?? battleSeed),
      table: options.table,
      density: options.terrainDensity,
      kinds: options.terrainKinds ?? DEFAULT_KINDS,
    }),
  );
}

/** 6.1.4: features per 60cm square, twice the squares being the guideline. */
export function DensityChoice(props: {
  readonly testId: string;
  readonly options: Options;
  readonly onChange: Change;
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

/** Generated terrain (6.1.4 Tournament Terrain): its seed, density and kinds, and a preview. */
export function GeneratedTerrain(props: {
  readonly options: Options;
  readonly onChange: Change;
  readonly battleSeed: number;
  /** Pixels per centimetre. */
  readonly scale: number;
  /** Edit the layout shown by hand. */
  readonly onEdit: (layout: TerrainLayout) => void;
}) {
  const { options, onChange } = props;
  const kinds = options.terrainKinds ?? DEFAULT_KINDS;
  // Empty: the battle's seed decides the terrain too.
  const [seedText, setSeedText] = useState(
    options.terrainSeed === undefined ? '' : String(options.terrainSeed),
  );
  const seedRead = seedText.trim() === '' ? null : readWholeNumber(seedText, SEED);
  const layout = useMemo(
    () => generatedLayout(options, props.battleSeed),
    [options, props.battleSeed],
  );
  return (
    <div className="terrain-body">
      <div className="terrain-view">
        <TerrainPreview layout={layout} width={options.table.width * props.scale} />
      </div>
      <div className="terrain-side">
        <label>
          {t('Terrain seed')}{' '}
          <input
            type="text"
            inputMode="numeric"
            data-testid="terrain-seed"
            value={seedText}
            placeholder={t("the battle's seed")}
            aria-invalid={seedRead !== null && !seedRead.ok}
            onChange={(e) => {
              const text = e.target.value;
              setSeedText(text);
              const read = text.trim() === '' ? null : readWholeNumber(text, SEED);
              if (read === null) onChange(({ terrainSeed: _, ...o }) => o);
              else if (read.ok) onChange((o) => ({ ...o, terrainSeed: read.value }));
            }}
          />
        </label>
        {seedRead !== null && !seedRead.ok && (
          <p className="field-problem" role="alert">
            {seedRead.problem}
          </p>
        )}
        <label>
          {t('Density')}{' '}
          <DensityChoice testId="terrain-dialog-density" options={options} onChange={onChange} />
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
          onClick={() => props.onEdit(layout)}
        >
          {t('Edit this layout by hand')}
        </button>
      </div>
    </div>
  );
}

import { t, w } from '../i18n';
import { ARMY_STYLES, type ArmyStyle } from '../../../engine/netea/scenarios/armyStyle';

/** Each style as a player says it (engine/netea/scenarios/armyStyle.ts classifies the units). */
const STYLE_WORDS: Readonly<Record<ArmyStyle, string>> = {
  balanced: w('balanced: any formation of the list'),
  armoured: w('armoured: tanks and war engines'),
  infantry: w('infantry: on foot or carried in transports'),
  fast: w('fast: skimmers, bikes and aircraft'),
  'war-engines': w('war engines: Titans, Gargants and the like'),
};

/**
 * 6.1.1: the style an army list is built to the points in, for one side of a tournament game: the
 * formations the computer draws lean to the style, within the points and the list's limits.
 */
export function ArmyStyleSelect(props: {
  readonly side: 0 | 1;
  readonly value: ArmyStyle;
  readonly onChange: (style: ArmyStyle) => void;
}) {
  return (
    <label className="army-style">
      {props.side === 0 ? t('Style of the army of player 1') : t('Style of the army of player 2')}{' '}
      <select
        data-testid={`army-style-${props.side}`}
        value={props.value}
        onChange={(e) => {
          const style = ARMY_STYLES.find((s) => s === e.target.value);
          if (style) props.onChange(style);
        }}
      >
        {ARMY_STYLES.map((style) => (
          <option key={style} value={style}>
            {t(STYLE_WORDS[style])}
          </option>
        ))}
      </select>
    </label>
  );
}

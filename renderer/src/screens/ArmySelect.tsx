import type { RosterListing } from '../../../main/ipc/api';
import { useWords } from '../i18n';

/** What a person may field: the bundled army lists (by name) and his own rosters. */
export interface ArmyOptions {
  readonly lists: readonly { id: string; name: string }[];
  readonly rosters: readonly RosterListing[];
}

/**
 * An army for a tournament game (6.1.1), as the start screen and a campaign's start card ask for
 * it: the first choice the caller's (`first`: its value and words), then each bundled list built
 * to the points (`list:<id>`) and each of the person's rosters (`roster:<id>`).
 */
export function ArmySelect(props: {
  testId: string;
  armies: ArmyOptions;
  first: { value: string; words: string };
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useWords();
  return (
    <select
      data-testid={props.testId}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value={props.first.value}>{props.first.words}</option>
      {props.armies.lists.map((l) => (
        <option key={l.id} value={`list:${l.id}`}>
          {t('{{list}}, built to the points at random', { list: l.name })}
        </option>
      ))}
      {props.armies.rosters.flatMap((r) =>
        'name' in r
          ? [
              <option key={r.id} value={`roster:${r.id}`}>
                {t('your roster {{name}} ({{points}} points)', {
                  name: r.name,
                  points: r.points,
                })}
              </option>,
            ]
          : [],
      )}
    </select>
  );
}

import type { ScenarioInput } from '../../../engine/netea/scenarios/schema';
import { t, useWords, w } from '../i18n';

/**
 * Seed 001 5.3.6 (fixed forces against army lists) and 5.3.4 (unequal forces): what each side of
 * a scenario fields, on the start screen: a fixed force of so many formations, or an army drawn
 * from its list to so many points, with what the scenario leaves out ("keine Antigrav
 * Einheiten"). `lists`: the army lists' names by id, once loaded.
 */
const LEFT_OUT: Readonly<Record<string, string>> = {
  skimmer: w('skimmers'),
  AC: w('aircraft units'),
  SC: w('spacecraft units'),
  WE: w('war engine units'),
};

function forceWords(
  force: ScenarioInput['forces'][number],
  lists: readonly { id: string; name: string }[],
): string {
  const fixed =
    force.formations.reduce((n, f) => n + f.count, 0) + (force.listFormations ?? []).length;
  const parts: string[] = [];
  if (fixed > 0)
    parts.push(
      fixed === 1
        ? t('a fixed force of 1 formation')
        : t('a fixed force of {{count}} formations', { count: fixed }),
    );
  const army = force.army;
  if (army) {
    const list = lists.find((l) => l.id === army.list)?.name ?? t('its army list');
    const out = [...(army.exclude?.abilities ?? []), ...(army.exclude?.types ?? [])].map((x) =>
      LEFT_OUT[x] ? t(LEFT_OUT[x]) : x,
    );
    parts.push(
      out.length > 0
        ? t('{{list}} to {{points}} points, drawn at random, without {{out}}', {
            list,
            points: army.points,
            out: out.join(', '),
          })
        : t('{{list}} to {{points}} points, drawn at random', { list, points: army.points }),
    );
  }
  return t('{{force}}: {{what}}', { force: force.name, what: parts.join(` ${t('and')} `) });
}

export function ScenarioForces(props: {
  scenario: ScenarioInput;
  lists: readonly { id: string; name: string }[];
}) {
  useWords();
  return (
    <ul className="hint scenario-forces" data-testid="scenario-forces" aria-label={t('Forces')}>
      {props.scenario.forces.map((force, i) => (
        <li key={i}>{forceWords(force, props.lists)}</li>
      ))}
    </ul>
  );
}

import { t } from '../i18n';
import type { ImportedList, Roster } from '../../../engine/netea/armies';
import { Datasheet } from './Datasheet';
import type { BuilderView } from './rosterModel';

/**
 * The roster on paper: formations with their points and units, then every unit's datasheet.
 * Hidden on screen; the print stylesheet shows only this (the browser's print to PDF is enough).
 */
export function PrintSheet({
  roster,
  view,
  list,
}: {
  roster: Roster;
  view: BuilderView;
  list: ImportedList;
}) {
  return (
    <section className="print-sheet" data-testid="print-sheet">
      <h1>{roster.name}</h1>
      <p>
        {list.name}
        {list.community ? ` (${list.community})` : ''} — {view.points} of {view.limit} points
        {view.legal ? '' : ` — ${view.problems.length} constraint(s) broken`}
      </p>
      <table className="print-formations">
        <tbody>
          {view.formations.map((f) => (
            <tr key={f.index}>
              <td>
                <strong>{f.name}</strong>
                <div>{f.summary.map((s) => s.trim()).join(', ')}</div>
              </td>
              <td className="points">
                {f.points} {t('pts')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.countsAs.some((n) => n.model.trim() !== '') ? (
        <section data-testid="print-counts-as">
          <h2>{t('Counts as (6.2.1)')}</h2>
          <ul>
            {view.countsAs
              .filter((n) => n.model.trim() !== '')
              .map((n) => (
                <li key={n.index}>
                  {t('{{model}} counts as {{unit}} (6.2.1)', {
                    model: n.model.trim(),
                    unit: n.countsAs || '?',
                  })}
                </li>
              ))}
          </ul>
        </section>
      ) : null}
      <div className="unit-sheets">
        {view.units.map((u) => (
          <Datasheet key={u.id} sheet={u} />
        ))}
      </div>
    </section>
  );
}

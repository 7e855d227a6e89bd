import { t } from '../i18n';
import type { FormationView } from './rosterModel';

export interface FormationCardProps {
  readonly formation: FormationView;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onRemove: () => void;
  /** Take `count` of an entry (the model's setCount). */
  readonly onCount: (path: readonly string[], entryId: string, count: number) => void;
}

/**
 * A formation of the roster: its points and what is taken; opened, every entry it offers with
 * the number taken, to add or take away upgrades and units. Its broken constraints are shown on it.
 */
export function FormationCard({
  formation,
  open,
  onToggle,
  onRemove,
  onCount,
}: FormationCardProps) {
  const broken = formation.problems.length > 0;
  return (
    <li
      className={`formation-card${open ? ' open' : ''}${broken ? ' broken' : ''}`}
      data-testid="roster-formation"
    >
      <header>
        <button className="name" aria-expanded={open} onClick={onToggle}>
          {open ? '▾' : '▸'} {formation.name}
        </button>
        <span className="hint category">{formation.category}</span>
        <span className="points">
          {formation.points} {t('pts')}
        </span>
        <button
          onClick={onRemove}
          aria-label={t('Remove {{formation}}', { formation: formation.name })}
        >
          Remove
        </button>
      </header>
      {open ? (
        <table className="choices">
          <tbody>
            {formation.rows.map((row) => (
              <tr key={row.key} className={row.count > 0 ? 'taken' : 'offered'}>
                <td style={{ paddingLeft: `${row.depth * 16 + 4}px` }}>{row.name}</td>
                <td className="each">{row.points !== 0 ? `${row.points} ${t('pts')}` : ''}</td>
                <td className="count">
                  <button
                    aria-label={`One ${row.name} fewer`}
                    disabled={row.count === 0}
                    onClick={() => onCount(row.path, row.entryId, row.count - 1)}
                  >
                    −
                  </button>
                  <span data-testid="count">{row.count}</span>
                  <button
                    aria-label={`One ${row.name} more`}
                    onClick={() => onCount(row.path, row.entryId, row.count + 1)}
                  >
                    +
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="summary">{formation.summary.map((s) => s.trim()).join(', ')}</p>
      )}
      {formation.problems.map((p, i) => (
        <p key={i} className="error">
          {p}
        </p>
      ))}
    </li>
  );
}

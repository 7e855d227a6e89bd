import { playerName } from '../play/players';
import { isEnemy } from '../../../engine/netea/rules/1.2-formations/sides';
import type { Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, useWords } from '../i18n';
import { actionName } from '../play/words';
import { abilityLines, datasheetLine, weaponLines } from './datasheetText';

/** The selected formation: its state and the datasheets of its units (1.1.3). */
export function FormationPanel(props: {
  game: GameState;
  formationId: string | null;
  humanSide: Side;
  onSelect: (formationId: string) => void;
}) {
  const { game, formationId } = props;
  useWords();
  const formation = formationId ? game.formations[formationId] : undefined;
  const all = Object.values(game.formations);
  return (
    <section className="panel formation" data-testid="formation-panel">
      <h3>{t('Formations')}</h3>
      <div className="formation-list">
        {all.map((f) => {
          const alive = f.unitIds.filter((id) => game.units[id]?.status !== 'destroyed').length;
          return (
            <button
              key={f.id}
              className={`side-${f.side}${f.id === formationId ? ' selected' : ''}`}
              data-testid={`select-${f.id}`}
              aria-pressed={f.id === formationId}
              onClick={() => props.onSelect(f.id)}
            >
              {f.name}{' '}
              {f.side === props.humanSide
                ? t('(yours)')
                : // Seed 001 5.3.11.2-3: a team-mate's formation is friendly, not an enemy's.
                  !isEnemy(game, props.humanSide, f.side)
                  ? t('(team-mate: {{player}})', { player: playerName(game, f.side) })
                  : // 5.3.11.1: with three or four players, whose enemy formation it is.
                    game.players.length > 2
                    ? t('(enemy: {{player}})', { player: playerName(game, f.side) })
                    : t('(enemy)')}{' '}
              · {alive}/{f.unitIds.length}
              {f.broken ? ` · ${t('broken')}` : ''}
              {f.id === game.turnState.activation?.formationId
                ? ` · ${t('acting')}`
                : f.activated
                  ? ` · ${t('done')}`
                  : ''}
            </button>
          );
        })}
      </div>
      {formation && (
        <div className="formation-detail">
          <h4>
            {formation.name} — {playerName(game, formation.side)}
          </h4>
          <p>
            {t('Initiative {{score}}+ · Blast markers {{count}}', {
              score: formation.initiative,
              count: formation.blastMarkers,
            })}
            {formation.broken && ` · ${t('BROKEN')}`}
            {formation.overwatch && ` · ${t('on overwatch')}`}
            {formation.action &&
              ` · ${t('action: {{action}}', { action: actionName(formation.action) })}`}
            {formation.activated ? ` · ${t('has acted')}` : ` · ${t('not yet activated')}`}
          </p>
          {datasheetsOf(game, formation.unitIds).map(({ sheet, count, lost }) => (
            <div key={sheet.id} className="datasheet">
              <strong>
                {count}× {sheet.name}
              </strong>
              {lost > 0 && (
                <span className="lost"> {t('({{count}} destroyed)', { count: lost })}</span>
              )}
              <div>{datasheetLine(sheet)}</div>
              <ul className="weapons">
                {weaponLines(sheet).map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
              {abilityLines(sheet).length > 0 && (
                <ul className="abilities">
                  {abilityLines(sheet).map((a) => (
                    <li key={a.name} title={a.summary}>
                      <strong>{a.name}</strong>
                      {a.section && ` (${a.section})`}: {a.summary}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function datasheetsOf(game: GameState, unitIds: readonly string[]) {
  const out = new Map<
    string,
    { sheet: GameState['datasheets'][string]; count: number; lost: number }
  >();
  for (const id of unitIds) {
    const unit = game.units[id];
    const sheet = unit ? game.datasheets[unit.datasheetId] : undefined;
    if (!unit || !sheet) continue;
    const entry = out.get(sheet.id) ?? { sheet, count: 0, lost: 0 };
    entry.count++;
    if (unit.status === 'destroyed') entry.lost++;
    out.set(sheet.id, entry);
  }
  return [...out.values()];
}

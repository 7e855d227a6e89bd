import { t } from '../i18n';
import { score, speedText, weaponLines } from '../panels/datasheetText';
import type { UnitSheet } from './rosterModel';
import { abilityWords, unitAbilities, unitType } from './words';

/**
 * One unit's datasheet as the list gives it (1.1.3): type, speed, armour, close combat,
 * firefight, weapons and abilities, and which of its abilities the engine does not enforce yet.
 */
export function Datasheet({ sheet }: { sheet: UnitSheet }) {
  const { unit } = sheet;
  const abilities = unitAbilities(unit);
  return (
    <article className="unit-sheet" data-testid="unit-sheet">
      <header>
        <strong>{unit.name}</strong> <span className="hint">{unitType(unit)}</span>
      </header>
      {unit.type ? (
        <table className="figures">
          <thead>
            <tr>
              <th>{t('Speed')}</th>
              <th>{t('Armour')}</th>
              <th>{t('CC')}</th>
              <th>{t('FF')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{unit.speed === undefined ? '-' : speedText(unit.speed)}</td>
              <td>{unit.armour === undefined ? '-' : score(unit.armour)}</td>
              <td>{unit.cc === undefined ? '-' : score(unit.cc)}</td>
              <td>{unit.ff === undefined ? '-' : score(unit.ff)}</td>
            </tr>
          </tbody>
        </table>
      ) : null}
      <ul className="weapons">
        {weaponLines(unit).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {abilities.length > 0 ? <p className="abilities">{abilities.join(' · ')}</p> : null}
      {unit.notEnforced.length > 0 ? (
        <p className="not-enforced" data-testid="not-enforced">
          {t('Not enforced by the rules engine yet: {{abilities}}', {
            abilities: unit.notEnforced.map(abilityWords).join(', '),
          })}
        </p>
      ) : null}
      <p className="hint in">{t('In: {{formations}}', { formations: sheet.in.join(', ') })}</p>
    </article>
  );
}

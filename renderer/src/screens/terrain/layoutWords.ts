import type { GuidelineNote } from '../../../../engine/netea/scenarios/terrainGuidelines';
import type { EdgeWarning, LayoutProblem } from '../../../../engine/netea/scenarios/terrainLayout';
import { terrainName } from '../../battlefield/TableLayer';
import { t, w } from '../../i18n';

/** A layout's problems and warnings (terrainLayout.ts) in the page's language. */
export function layoutProblemWords(p: LayoutProblem): string {
  switch (p.code) {
    case 'file':
      return t('The file cannot be read: {{detail}}', { detail: p.detail });
    case 'not-a-layout':
      return t('The file is not a terrain layout ({{detail}}).', { detail: p.detail });
    case 'too-many-pieces':
      return t('The layout has {{count}} pieces; at most {{max}} are allowed.', {
        count: p.count,
        max: p.max,
      });
    case 'unknown-type':
      return t('Piece {{piece}} is of a terrain type "{{type}}" that 1.8.4 does not know.', {
        piece: p.piece,
        type: p.type,
      });
    case 'too-few-points':
      return t('Piece {{piece}} ({{type}}) has fewer than 3 corners.', named(p));
    case 'too-many-points':
      return t('Piece {{piece}} ({{type}}) has {{count}} corners; at most {{max}} are allowed.', {
        ...named(p),
        count: p.count,
        max: p.max,
      });
    case 'degenerate':
      return t(
        'Piece {{piece}} ({{type}}) has no area to speak of (its corners lie on one line or repeat).',
        named(p),
      );
    case 'self-intersecting':
      return t('Piece {{piece}} ({{type}}) has an outline that crosses itself.', named(p));
    case 'outside-table':
      return t('Piece {{piece}} ({{type}}) reaches outside the table.', named(p));
    case 'other-table':
      return t(
        'The layout is for a {{layoutLength}} by {{layoutWidth}}cm table; the table chosen is {{length}} by {{width}}cm.',
        {
          layoutLength: p.layout.width,
          layoutWidth: p.layout.height,
          length: p.table.width,
          width: p.table.height,
        },
      );
  }
}

const EDGE_WORDS: Readonly<Record<EdgeWarning['edge'], string>> = {
  north: w('the north edge'),
  south: w('the south edge'),
  'north-west': w('the north-west corner'),
  'north-east': w('the north-east corner'),
  'south-west': w('the south-west corner'),
  'south-east': w('the south-east corner'),
};

export function edgeWarningWords(warning: EdgeWarning): string {
  return t(
    '{{percent}}% of the 15cm set-up strip of {{edge}} is impassable to vehicles (6.1.6): an army setting up there may find no room.',
    { percent: warning.percent, edge: t(EDGE_WORDS[warning.edge]) },
  );
}

/** 6.1.4's Tournament Terrain guidelines, as notes. */
export function guidelineWords(note: GuidelineNote): string {
  switch (note.code) {
    case 'piece-count':
      return t(
        'The guidelines suggest {{suggested}} terrain features on this table, twice its 60cm squares; it has {{count}} (6.1.4).',
        { suggested: note.suggested, count: note.count },
      );
    case 'crowded-square':
      return t(
        'The 60cm square in column {{column}}, row {{row}} holds {{count}} features; the guidelines suggest at most 4 (6.1.4).',
        { column: note.column, row: note.row, count: note.count },
      );
    case 'large-piece':
      return t(
        'Piece {{piece}} ({{type}}) is {{across}}cm across; the guidelines suggest at most {{max}}cm (6.1.4).',
        { piece: note.piece, type: terrainName(note.type), across: note.across, max: note.max },
      );
    case 'rivers':
      return t('The table has {{count}} rivers; the guidelines suggest one at most (6.1.4).', {
        count: note.count,
      });
  }
}

function named(p: { readonly piece: number; readonly type: Parameters<typeof terrainName>[0] }) {
  return { piece: p.piece, type: terrainName(p.type) };
}

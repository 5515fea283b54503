import { describe, expect, it } from 'vitest';
import { findTagByName, tagNameKey } from './tagNames';

describe('tag names', () => {
  const tags = [
    { id: 1, name: 'Urgência' },
    { id: 2, name: 'Cliente VIP' },
  ];

  it('finds an existing tag whatever the case, accents and spacing typed', () => {
    expect(findTagByName(tags, 'urgencia')?.id).toBe(1);
    expect(findTagByName(tags, '  URGÊNCIA ')?.id).toBe(1);
    expect(findTagByName(tags, 'cliente   vip')?.id).toBe(2);
  });

  it('finds nothing for a new or blank name', () => {
    expect(findTagByName(tags, 'Urgente')).toBeUndefined();
    expect(findTagByName(tags, '   ')).toBeUndefined();
    expect(tagNameKey('Ação')).toBe('acao');
  });
});

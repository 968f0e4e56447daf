import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';

type Tree = { [k: string]: string | Tree };
const keys = (o: Tree, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
const valueAt = (o: Tree, key: string) => key.split('.').reduce<Tree | string>((acc, k) => (acc as Tree)[k], o) as string;

describe.each([
  ['es', es],
  ['pt', pt],
  ['fr', fr],
])('messages/%s.json', (_, catalogue) => {
  it('has every key of en.json and no other', () => {
    expect(keys(catalogue as Tree).sort()).toEqual(keys(en as Tree).sort());
  });
  it('keeps the placeholders of every English text', () => {
    for (const k of keys(en as Tree)) {
      expect([k, placeholders(valueAt(catalogue as Tree, k))]).toEqual([k, placeholders(valueAt(en as Tree, k))]);
    }
  });
});

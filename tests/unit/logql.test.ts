import { buildLogql, logqlString } from '@/lib/server/logs/logql';

describe('LogQL from the log filters', () => {
  it('selects every stream and parses JSON lines when nothing is filtered', () => {
    expect(buildLogql({})).toBe('{job=~".+"} | json');
  });

  it('adds a line filter for text and a label filter for the level', () => {
    expect(buildLogql({ q: 'timeout', level: 'panic' })).toBe('{job=~".+"} |= "timeout" | json | level="panic"');
  });

  it.each([
    ['"} |= "x', '"\\"} |= \\"x"'],
    ['back\\slash', '"back\\\\slash"'],
    ['line\nbreak\ttab', '"line\\nbreak\\ttab"'],
    ['`backtick`', '"`backtick`"'],
    ['\u0000nul', '"\\u0000nul"'],
  ])('escapes %j so it stays one string literal', (input, literal) => {
    expect(logqlString(input)).toBe(literal);
    // Decoding the literal gives back exactly the input: nothing escaped into query syntax.
    expect(JSON.parse(literal)).toBe(input);
    expect(buildLogql({ q: input })).toBe(`{job=~".+"} |= ${literal} | json`);
  });
});

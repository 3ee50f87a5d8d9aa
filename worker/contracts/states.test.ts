import { describe, expect, it } from 'vitest';
import { STATES } from '../../scripts/seed/data/places';
import { ANY_STATE, groupByState, parseStateFilter, stateOfLocation, US_STATES } from './states';

describe('location filter', () => {
  it("is the 50 states (the seed's list) plus 'Any State'", () => {
    expect(US_STATES).toHaveLength(50);
    expect(US_STATES.map(([code, name]) => [name, code])).toEqual(STATES.map(([name, code]) => [name, code]));
    expect(ANY_STATE).toBe('Any State');
  });
  it('parses a filter value; unknown means any state', () => {
    expect(parseStateFilter('tx')).toBe('TX');
    expect(parseStateFilter(' CA ')).toBe('CA');
    expect(parseStateFilter('ZZ')).toBeNull();
    expect(parseStateFilter('')).toBeNull();
    expect(parseStateFilter(undefined)).toBeNull();
  });
  it('reads the state off a location tag name', () => {
    expect(stateOfLocation('Austin-TX')).toBe('TX');
    expect(stateOfLocation('Texas-TX')).toBe('TX');
    expect(stateOfLocation('Somewhere-ZZ')).toBeNull();
    expect(stateOfLocation('Paris')).toBeNull();
  });
  it("groups places by state, in the filter's order, the state itself first", () => {
    const names = ['Dallas-TX', 'Austin-TX', 'Texas-TX', 'Boulder-CO', 'Nowhere', 'Alaska-AK'].map((name) => ({ name }));
    expect(groupByState(names).map((g) => [g.name, g.tags.map((t) => t.name)])).toEqual([
      ['Alaska', ['Alaska-AK']],
      ['Colorado', ['Boulder-CO']],
      ['Texas', ['Texas-TX', 'Austin-TX', 'Dallas-TX']],
      ['Other places', ['Nowhere']],
    ]);
    expect(groupByState([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { changedDetails, detailsSaved } from './profile-details';

const current = { username: 'ada', email: 'ada@example.com', phone: '+1 512 555 0142' };

describe('the profile details form', () => {
  it('counts only the fields whose stored form changes', () => {
    expect(changedDetails(current, { ...current })).toEqual([]);
    expect(changedDetails(current, { username: ' ada ', email: 'ada@example.com', phone: '+1  512 555 0142 ' })).toEqual([]);
    expect(changedDetails(current, { username: 'grace', email: 'ada@example.com', phone: '' })).toEqual(['username', 'phone']);
    expect(changedDetails({ ...current, phone: '' }, { phone: null })).toEqual([]);
    expect(changedDetails(current, { email: 'new@example.com' })).toEqual(['email']);
  });

  it("names each change in the toast, in page order, with the spec's words", () => {
    expect(detailsSaved(['username'])).toBe('Username updated.');
    expect(detailsSaved(['username', 'phone'])).toBe('Username updated. Phone number updated.');
  });
});

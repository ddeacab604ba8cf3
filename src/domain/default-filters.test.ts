import { describe, expect, it } from 'vitest';
import { defaultInForce } from './default-filters';

const MINE = { owner: 'User' };
const COMPANY = { owner: 'Company' };

describe('defaultInForce', () => {
  it('is the user’s own default, without waiting for the company’s', () => {
    expect(defaultInForce(MINE, COMPANY)).toBe(MINE);
    expect(defaultInForce(MINE, undefined)).toBe(MINE);
    expect(defaultInForce(MINE, null)).toBe(MINE);
  });

  it('is the company’s once the user is known to have none', () => {
    expect(defaultInForce(null, COMPANY)).toBe(COMPANY);
    expect(defaultInForce(undefined, COMPANY)).toBeUndefined();
  });

  it('is none when neither has one, and not known while either that decides is not', () => {
    expect(defaultInForce(null, null)).toBeNull();
    expect(defaultInForce(null, undefined)).toBeUndefined();
    expect(defaultInForce(undefined, null)).toBeUndefined();
  });
});

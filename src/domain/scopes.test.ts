import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canManageUsers, canRemoveUser, lockedScopes, SCOPES, scopesToSave } from './scopes';

describe('scopes', () => {
  it('names every scope once', () => {
    expect(new Set(SCOPES).size).toBe(SCOPES.length);
    expect(SCOPES).toHaveLength(17);
  });

  it('lets only manage_users manage', () => {
    expect(canManageUsers({ scopes: ['sourcing', 'manage_users'] })).toBe(true);
    expect(canManageUsers({ scopes: ['sourcing'] })).toBe(false);
    expect(canManageUsers(null)).toBe(false);
  });

  it('locks your own manage_users, and nobody else’s', () => {
    expect(lockedScopes(1201, { id: 1201, scopes: ['manage_users', 'sourcing'] })).toEqual(['manage_users']);
    expect(lockedScopes(1201, { id: 1201, scopes: ['sourcing'] })).toEqual([]);
    expect(lockedScopes(1201, { id: 1202, scopes: ['manage_users'] })).toEqual([]);
  });

  it('saves the chosen scopes in checklist order, always with the locked ones', () => {
    expect(scopesToSave(['onboarding', 'sourcing'], [])).toEqual(['sourcing', 'onboarding']);
    expect(scopesToSave(['sourcing'], ['manage_users'])).toEqual(['manage_users', 'sourcing']);
    expect(scopesToSave(['future_scope', 'sourcing'], [])).toEqual(['sourcing', 'future_scope']);
    fc.assert(
      fc.property(fc.subarray([...SCOPES]), fc.subarray([...SCOPES]), (chosen, locked) => {
        const saved = scopesToSave(chosen, locked);
        expect(new Set(saved).size).toBe(saved.length);
        for (const scope of [...chosen, ...locked]) expect(saved).toContain(scope);
        const given: string[] = [...chosen, ...locked];
        expect(saved.every((scope) => given.includes(scope))).toBe(true);
      }),
    );
  });

  it('never lets a manager remove themself', () => {
    expect(canRemoveUser(1201, { id: 1201 })).toBe(false);
    expect(canRemoveUser(1201, { id: 1203 })).toBe(true);
  });
});

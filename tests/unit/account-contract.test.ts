import { describe, expect, it } from 'vitest';
import { Scope } from '../../generated/identity/model';
import { ListPlansResponseItem } from '../../generated/identity/zod/billing/billing.zod';
import { SCOPES } from '../../src/domain/scopes';
import { PLAN_UNLOCKS } from '../../src/domain/billing';

// The domain's tables of scopes and plan features mirror the identity contract's enums: a scope or
// a feature added to the contract fails here until the portal can name it.
describe('the account tables agree with the identity contract', () => {
  it('names exactly the contract’s scopes', () => {
    expect([...SCOPES].sort()).toEqual(Object.values(Scope).sort());
  });
  it('names exactly what a plan can unlock', () => {
    expect(PLAN_UNLOCKS.map((u) => u.key).sort()).toEqual(
      Object.keys(ListPlansResponseItem.shape.unlocks.shape).sort(),
    );
  });
});

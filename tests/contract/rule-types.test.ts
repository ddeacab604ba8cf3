import { describe, expect, it } from 'vitest';
import { RuleType } from '../../generated/monitor/model/ruleType';
import { RULE_TABLE } from '../../src/domain/rule-table';

describe("the domain's rule table and the contract's RuleType", () => {
  it('name the same rule types, so every rule the server documents has its label and category', () => {
    expect(Object.keys(RULE_TABLE).sort()).toEqual(Object.values(RuleType).sort());
  });
});

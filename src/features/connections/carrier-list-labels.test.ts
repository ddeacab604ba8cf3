import { describe, expect, it } from 'vitest';
import { assessmentBadge, connectionStatusBadge } from './carrier-list-labels';

describe('carrier list labels', () => {
  it('name each assessment summary as its tab does', () => {
    expect(assessmentBadge('pass')).toEqual({ label: 'Passing', color: 'green' });
    expect(assessmentBadge('partial_pass')).toEqual({ label: 'Partially passing', color: 'yellow' });
    expect(assessmentBadge('fail')).toEqual({ label: 'Failed', color: 'red' });
    expect(assessmentBadge('incomplete').label).toBe('Incomplete');
    expect(assessmentBadge(null).label).toBe('Not assessed');
    expect(assessmentBadge('toString').label).toBe('toString');
  });
  it('say statuses in words, passing unknown ones through', () => {
    expect(connectionStatusBadge('do_not_dispatch')).toEqual({ label: 'Do not dispatch', color: 'red' });
    expect(connectionStatusBadge('paused_by_carrier').label).toBe('paused by carrier');
  });
});

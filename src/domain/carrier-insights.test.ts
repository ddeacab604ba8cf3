import { describe, expect, it } from 'vitest';
import { endpointFlags, ownDomains } from './carrier-insights';

describe('ownDomains', () => {
  it('takes the domains of the carrier’s addresses, lower case, skipping what is not an address', () => {
    expect([...ownDomains(['Dispatch@SonoranFlatbed.com ', null, 'no-at-sign', 'ar@sonoranflatbed.com'])]).toEqual([
      'sonoranflatbed.com',
    ]);
  });
});

describe('endpointFlags', () => {
  const own = ownDomains(['dispatch@sonoranflatbed.com']);
  it('does not flag the carrier’s own domain', () => {
    expect(endpointFlags({ domain: 'SonoranFlatbed.com', is_free_mail_domain: false, is_on_file: true }, own)).toEqual(
      [],
    );
  });

  it('flags another domain, and says whether it is free mail and unknown to the carrier', () => {
    expect(endpointFlags({ domain: 'gmail.com', is_free_mail_domain: true, is_on_file: false }, own)).toEqual([
      'Not the carrier’s domain',
      'Free mail',
      'Not on file',
    ]);
    expect(
      endpointFlags({ domain: 'quickdispatchpros.com', is_free_mail_domain: false, is_on_file: true }, own),
    ).toEqual(['Not the carrier’s domain']);
  });
});

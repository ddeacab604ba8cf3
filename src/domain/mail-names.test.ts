import { describe, expect, it } from 'vitest';
import {
  addressInName,
  companyCore,
  hostInText,
  isFreeMailDomain,
  linkTarget,
  looksLikeCompany,
  namesCompany,
} from './mail-names';

describe('free mail', () => {
  it('knows the free services, also under a subdomain, and not a carrier’s own domain', () => {
    expect(isFreeMailDomain('gmail.com')).toBe(true);
    expect(isFreeMailDomain('mail.yahoo.com')).toBe(true);
    expect(isFreeMailDomain('OUTLOOK.COM')).toBe(true);
    expect(isFreeMailDomain('blueridgereefer.com')).toBe(false);
    expect(isFreeMailDomain('gmail.com.evil.top')).toBe(false);
  });
});

describe('company names in a display name', () => {
  it('reduces a name to its distinctive words', () => {
    expect(companyCore('Blue Ridge Reefer, Inc.')).toBe('blue ridge reefer');
    expect(companyCore('Sonoran Flatbed Co')).toBe('sonoran flatbed');
    expect(companyCore('Prairie Wind Transport L.L.C.')).toBe('prairie wind transport');
  });
  it('finds the company in a display name, whole words only', () => {
    expect(namesCompany('Dispatch - Blue Ridge Reefer', 'Blue Ridge Reefer Inc')).toBe(true);
    expect(namesCompany('Lakeshore Logistics LLC Accounts', 'Lakeshore Logistics LLC')).toBe(true);
    expect(namesCompany('Blue Ridge Reefers Dispatch', 'Blue Ridge Reefer Inc')).toBe(false);
    expect(namesCompany('Luis Herrera', 'Prairie Wind Transport LLC')).toBe(false);
    expect(namesCompany('Anything', 'Co')).toBe(false);
  });
  it('tells a company’s name from a person’s', () => {
    expect(looksLikeCompany('Quick Dispatch Pros LLC')).toBe(true);
    expect(looksLikeCompany('Northwind Freight')).toBe(true);
    expect(looksLikeCompany('Luis Herrera')).toBe(false);
  });
  it('finds an address or a domain written in a display name', () => {
    expect(addressInName('dispatch@blueridgereefer.com')).toBe('blueridgereefer.com');
    expect(addressInName('Blue Ridge (blueridgereefer.com)')).toBe('blueridgereefer.com');
    expect(addressInName('Blue Ridge Reefer Inc')).toBeNull();
  });
});

describe('links', () => {
  it('reads the host a link text shows as its address', () => {
    expect(hostInText('https://www.blueridgereefer.com/remittance')).toBe('www.blueridgereefer.com');
    expect(hostInText('portal.prairiewindtransport.com/quickpay')).toBe('portal.prairiewindtransport.com');
    expect(hostInText('Review and sign the rate confirmation')).toBeNull();
    expect(hostInText('Pay at www.x.com today')).toBeNull();
  });
  it('reads the scheme and host of an href, also when hidden by tabs, case or credentials', () => {
    expect(linkTarget('https://user@evil.example:8443/x')).toEqual({ scheme: 'https', host: 'evil.example' });
    expect(linkTarget('java\tscript:alert(1)')).toEqual({ scheme: 'javascript', host: null });
    expect(linkTarget(' JavaScript:alert(1)')).toEqual({ scheme: 'javascript', host: null });
    expect(linkTarget('mailto:ops@carrier.com')).toEqual({ scheme: 'mailto', host: null });
    expect(linkTarget('/relative/path')).toBeNull();
  });
});

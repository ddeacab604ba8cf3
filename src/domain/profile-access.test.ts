import { describe, expect, it } from 'vitest';
import { profileAccess, type ProfileAccessUser } from './profile-access';

const BROKER: ProfileAccessUser = {
  scopes: ['sourcing', 'onboarding'],
  company: { id: 310 },
  paywall: { can_view_insights: true, can_view_insurance_certificates: true },
  watchdog_limits: { can_view_full_carrier_page: true },
};

describe('profileAccess', () => {
  it('gives a broker with a full plan everything', () => {
    expect(profileAccess(BROKER, 'default')).toEqual({
      fullPage: true,
      safety: true,
      insights: true,
      certificates: true,
      companyId: 310,
      alertSite: 'broker_portal',
    });
  });

  it('hides safety data with the scope block_safety_data, and nothing else', () => {
    const access = profileAccess({ ...BROKER, scopes: [...BROKER.scopes, 'block_safety_data'] }, 'default');
    expect(access).toMatchObject({ safety: false, insights: true, certificates: true, fullPage: true });
  });

  it('follows the paywall for insights and certificates', () => {
    const paywall = { can_view_insights: false, can_view_insurance_certificates: false };
    expect(profileAccess({ ...BROKER, paywall }, 'default')).toMatchObject({
      insights: false,
      certificates: false,
      safety: true,
    });
  });

  it('limits the watchdog brand without the full carrier page to the header and identity alerts', () => {
    const limited = { ...BROKER, watchdog_limits: { can_view_full_carrier_page: false } };
    expect(profileAccess(limited, 'watchdog')).toEqual({
      fullPage: false,
      safety: false,
      insights: false,
      certificates: false,
      companyId: 310,
      alertSite: 'watchdog',
    });
    // The limit is the watchdog brand's: on the default host the same user sees the full page.
    expect(profileAccess(limited, 'default').fullPage).toBe(true);
    expect(profileAccess(BROKER, 'watchdog')).toMatchObject({ fullPage: true, alertSite: 'watchdog' });
  });

  it('shows nothing to nobody', () => {
    expect(profileAccess(null, 'default')).toMatchObject({ fullPage: false, safety: false, companyId: null });
  });
});

import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths: links come from the one table', () => {
  it.each([
    [paths.alerts.href({ load: 50003 }), '/alerts?load=50003'],
    [paths.alerts.href(), '/alerts'],
    [paths.loadDetail.href(50001), '/loads/50001'],
    [paths.loadDetail.href('a/b c'), '/loads/a%2Fb%20c'],
    [paths.myAccount.href({ tab: 4 }), '/my-account?tab=4'],
    [paths.loginCode.href({ email: 'dana+1@example.com' }), '/login/code?email=dana%2B1%40example.com'],
    [paths.signUp.href({ email: '', referrer: undefined }), '/sign-up'],
    [paths.carrierDetail.href(1001, { tab: 'safety', report: true }), '/carriers/1001?tab=safety&report=1'],
    [paths.carrierDetail.href(1001, { tab: null, report: false }), '/carriers/1001'],
    [paths.home.href(), '/'],
  ])('%s', (href, expected) => expect(href).toBe(expected));

  it('never reads the e-mails route as an id: the detail needs a value and the e-mails route has none', () => {
    expect(paths.rateConfirmationEmails.href()).toBe('/carriers/rate-confirmations/emails');
    expect(paths.rateConfirmationEmailDetail.href(5501)).toBe('/carriers/rate-confirmations/emails/5501');
  });
});

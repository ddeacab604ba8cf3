import type { Request } from '@playwright/test';
import { expect, test } from '../e2e/support/test';
import { recordRequests } from '../e2e/support/prism';

/**
 * The Braintree payments adapter at its network boundary (README, "Real services"): a build with
 * VITE_PAYMENT_PROVIDER=braintree and a sandbox tokenization key (the adapters project's preview)
 * runs braintree-web 3.144.0 itself. The test answers its documented requests: the client's
 * configuration (GraphQL `ClientConfiguration`, made with the key) as Braintree's gateway shapes it,
 * and the hosted fields' frame page on Braintree's assets host.
 *
 * That frame page, and the script inside it that validates the card and calls Braintree, are not in
 * the npm package (Braintree serves them from its CDN), so they cannot be served offline. The test
 * serves a minimal stand-in frame instead: it speaks the SDK's frame protocol (framebus messages:
 * FRAME_READY, INPUT_EVENT, the reply to TOKENIZATION_REQUEST) and answers tokenize as Braintree
 * documents it, a nonce payload or HOSTED_FIELDS_FIELDS_INVALID with `invalidFieldKeys`. Braintree's
 * own validation rules and its tokenization call are therefore not exercised here; the rest of the
 * path (the SDK in the portal's page and CSP, the portal's mapping of the answer, addPaymentMethod) is.
 */
const GRAPHQL = 'https://payments.sandbox.braintree-api.com/graphql';
const FRAME = 'https://assets.braintreegateway.com/web/3.144.0/html/hosted-fields-frame.min.html';
const KEY = 'sandbox_e2e7q2m9_lakeshore_logistics';
const NONCE = 'tokencc_sb_e2e_7q2m9k_4n6p2w';
const ADD_CARD = '/api/v1/billing/add_payment_method';

const CONFIGURATION = {
  data: {
    clientConfiguration: {
      analyticsUrl: 'https://origin-analytics-sand.sandbox.braintree-api.com/lakeshore_logistics',
      environment: 'SANDBOX',
      merchantId: 'lakeshore_logistics',
      assetsUrl: 'https://assets.braintreegateway.com',
      clientApiUrl: 'https://api.sandbox.braintreegateway.com:443/merchants/lakeshore_logistics/client_api',
      creditCard: {
        supportedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
        challenges: ['CVV', 'POSTAL_CODE'],
        threeDSecureEnabled: false,
        threeDSecure: null,
      },
      supportedFeatures: ['TOKENIZE_CREDIT_CARDS'],
    },
  },
  extensions: { requestId: '5f1c2a9e-7b3d-4e8a-9c61-2d4f8b0a7e13' },
};

// One field per frame (its type is the frame's name); the "number" frame answers tokenize, reading its
// sibling frames (same origin) as Braintree's frames share their values.
const STAND_IN = `<!doctype html><meta charset="utf-8"><body style="margin:0">
<input id="field" autocomplete="off" style="border:0;width:100%;height:100%;font:14px sans-serif">
<script>
(function () {
  var PREFIX = '/*framebus*/', channel = location.hash.slice(1);
  var type = window.name.replace('braintree-hosted-field-', ''), pending = {}, count = 0;
  var RULES = { number: /^\\d{16}$/, expirationDate: /^\\d{2}\\/\\d{2}$/, cvv: /^\\d{3,4}$/, postalCode: /^\\w{3,10}$/ };
  var post = function (payload) { window.parent.postMessage(PREFIX + JSON.stringify(payload), '*'); };
  var emit = function (event, data, reply) {
    var payload = { event: channel + ':hosted-fields:' + event, origin: '*', eventData: data };
    if (reply) { payload.reply = 'stand-in-' + type + '-' + count++; pending[payload.reply] = reply; }
    post(payload);
  };
  var value = function (name) {
    try { return window.parent.frames['braintree-hosted-field-' + name].document.getElementById('field').value.replace(/\\s/g, ''); }
    catch (e) { return ''; }
  };
  var state = function () {
    var fields = {};
    Object.keys(RULES).forEach(function (name) {
      var v = value(name);
      fields[name] = { isEmpty: v === '', isValid: RULES[name].test(v), isPotentiallyValid: true, isFocused: name === type };
    });
    return fields;
  };
  var input = document.getElementById('field'), wasValid = false;
  input.addEventListener('input', function () {
    var fields = state(), valid = fields[type].isValid;
    emit('INPUT_EVENT', { type: valid !== wasValid ? 'validityChange' : 'notEmpty', merchantPayload: { emittedBy: type, cards: [], fields: fields } });
    wasValid = valid;
  });
  window.addEventListener('message', function (e) {
    if (typeof e.data !== 'string' || e.data.indexOf(PREFIX) !== 0) return;
    var message = JSON.parse(e.data.slice(PREFIX.length));
    if (pending[message.event]) { pending[message.event](message.eventData); delete pending[message.event]; return; }
    if (message.event !== channel + ':hosted-fields:TOKENIZATION_REQUEST' || type !== 'number') return;
    var fields = state(), invalid = Object.keys(fields).filter(function (name) { return !fields[name].isValid; });
    var answer = invalid.length
      ? [{ name: 'BraintreeError', type: 'CUSTOMER', code: 'HOSTED_FIELDS_FIELDS_INVALID',
           message: 'Some payment input fields are invalid. Cannot tokenize invalid card fields.',
           details: { invalidFieldKeys: invalid } }]
      : [null, { nonce: '${NONCE}', type: 'CreditCard', description: 'ending in 11', binData: {},
                 details: { bin: '411111', cardType: 'Visa', lastFour: '1111', lastTwo: '11', expirationMonth: '12', expirationYear: '2029' } }];
    post({ event: message.reply, origin: '*', eventData: answer });
  });
  emit('FRAME_READY', { field: type }, function (configuration) { window.__configuration = configuration; });
})();
</script>`;

test.use({ signedIn: true });

test('the card form is Braintree’s hosted fields: set up with the key, its card errors beside their fields, its nonce sent to addPaymentMethod', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  // Every request off the portal's origin (the support chat's widget, this build's other vendor, aside),
  // and those the browser refused.
  const offOrigin: string[] = [];
  const refused: string[] = [];
  const vendorOf = (url: string) =>
    url.startsWith(`${origin}/`) || url.startsWith('data:') ? null : new URL(url).origin;
  page.on('request', (r) => {
    const vendor = vendorOf(r.url());
    if (vendor && vendor !== 'https://widget.intercom.io') offOrigin.push(vendor);
  });
  page.on('requestfailed', (r) => {
    // Chromium names a request its CSP refused `csp`.
    if (r.failure()?.errorText === 'csp') refused.push(vendorOf(r.url()) ?? r.url());
  });
  const configurations: Request[] = [];
  await page.route(GRAPHQL, (route) => {
    const headers = {
      'access-control-allow-origin': origin,
      'access-control-allow-headers': 'authorization, braintree-version, content-type',
      'access-control-allow-methods': 'POST',
    };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    configurations.push(route.request());
    return route.fulfill({ json: CONFIGURATION, headers });
  });
  const frames: string[] = [];
  await page.route(FRAME, (route) => {
    frames.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: STAND_IN });
  });
  const field = (key: string) => page.frameLocator(`iframe[name="braintree-hosted-field-${key}"]`).locator('#field');
  const box = (label: string) => page.locator('.mantine-InputWrapper-root').filter({ hasText: label });

  await page.goto('my-account?tab=4');
  await expect(field('number')).toBeVisible();
  // The client asked for its configuration with the build's tokenization key, and only then were the
  // four frames loaded, each inside the container under its label.
  expect(configurations).toHaveLength(1);
  expect(configurations[0]!.headers()).toMatchObject({
    authorization: `Bearer ${KEY}`,
    'braintree-version': '2018-05-10',
  });
  expect(configurations[0]!.postDataJSON()).toMatchObject({ operationName: 'ClientConfiguration' });
  expect(frames).toEqual([FRAME, FRAME, FRAME, FRAME]);
  for (const label of ['Card number', 'Expiry (MM/YY)', 'Security code', 'ZIP or postal code'])
    await expect(box(label).locator(`iframe[title="${label}"]`)).toBeAttached();
  const configured = await page
    .frame({ name: 'braintree-hosted-field-number' })!
    .evaluate(() => Object.keys((window as unknown as { __configuration: { fields: object } }).__configuration.fields));
  expect(configured).toEqual(['number', 'expirationDate', 'cvv', 'postalCode']);
  await expect(page.getByRole('note')).toContainText('Braintree sandbox: no card is charged.');

  // A card error Braintree answers is shown beside its field, and nothing is sent.
  const sent = recordRequests(page, 'identity', ADD_CARD);
  await field('number').fill('4111 1111 1111 1111');
  await field('expirationDate').fill('12/29');
  await field('postalCode').fill('60654');
  await field('cvv').fill('12');
  await page.getByRole('button', { name: 'Save card and subscribe' }).click();
  await expect(box('Security code')).toContainText('This security code is not valid for the card.');
  await expect(box('Card number')).not.toContainText('valid');
  expect(sent).toEqual([]);

  // Made valid, the field drops its error; the nonce Braintree hands back goes to addPaymentMethod.
  await field('cvv').fill('123');
  await expect(box('Security code')).not.toContainText('not valid');
  const stored = page.waitForRequest(
    (r) => r.method() === 'PATCH' && new URL(r.url()).pathname === `/identity${ADD_CARD}`,
  );
  await page.getByRole('button', { name: 'Save card and subscribe' }).click();
  expect((await stored).postDataJSON()).toEqual({ nonce: NONCE, plan_id: 'pro_annual_2026' });
  await expect(page.getByText(/^The card was saved and .+ is on Pro \(annual\)\.$/)).toBeVisible();
  // Only Braintree's own hosts were reached: the SDK's analytics posts to PayPal are refused by the CSP.
  const reached = offOrigin.filter((vendor) => !refused.includes(vendor));
  expect([...new Set(reached)].sort()).toEqual([
    'https://assets.braintreegateway.com',
    'https://payments.sandbox.braintree-api.com',
  ]);
  expect([...new Set(refused)]).toEqual(['https://www.paypal.com']);
});

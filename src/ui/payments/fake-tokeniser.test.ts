import { describe, expect, it } from 'vitest';
import { fakeTokenize } from './fake-tokeniser';
import { CardFormError } from './payment-adapter';

const TODAY = new Date(2026, 2, 17);
const card = { number: '4242 4242 4242 4242', expiry: '08/28', cvc: '123', postalCode: '60654' };

describe('the fake tokeniser', () => {
  it('answers the sandbox nonce of the card’s brand, with its last four digits', async () => {
    await expect(fakeTokenize(card, TODAY)).resolves.toEqual({
      nonce: 'fake-valid-visa-nonce',
      brand: 'visa',
      last4: '4242',
    });
    await expect(fakeTokenize({ ...card, number: '5555555555554444' }, TODAY)).resolves.toMatchObject({
      nonce: 'fake-valid-mastercard-nonce',
    });
  });

  it('hands the declined test card a nonce the processor declines', async () => {
    await expect(fakeTokenize({ ...card, number: '4000 0000 0000 0002' }, TODAY)).resolves.toMatchObject({
      nonce: 'fake-processor-declined-visa-nonce',
    });
  });

  it('rejects a card that fails a check, naming each field', async () => {
    const failure = await fakeTokenize({ ...card, expiry: '01/26', cvc: '' }, TODAY).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CardFormError);
    expect((failure as CardFormError).problems).toEqual({
      expiry: 'This card has expired.',
      cvc: 'Enter the 3-digit security code.',
    });
  });
});

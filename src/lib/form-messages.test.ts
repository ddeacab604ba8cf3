import { describe, expect, it } from 'vitest';
import { messagesByField } from './form-messages';

describe('messagesByField', () => {
  const { error } = messagesByField({ email: 'Enter an e-mail.', 'address.city': 'Enter the city.' });

  it('answers the message of a top-level field', () => {
    expect(error({ path: ['email'] })).toBe('Enter an e-mail.');
  });

  it('answers the message of a nested field by its dotted path', () => {
    expect(error({ path: ['address', 'city'] })).toBe('Enter the city.');
  });

  it('leaves fields without a message to zod', () => {
    expect(error({ path: ['address', 'street'] })).toBeUndefined();
    expect(error({ path: [] })).toBeUndefined();
  });
});

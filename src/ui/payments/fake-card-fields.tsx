import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useImperativeHandle, useState } from 'react';
import type { CardField, CardInput } from '../../domain';
import { DECLINED_TEST_CARD, fakeTokenize } from './fake-tokeniser';
import { CardFormError, type CardFieldsProps, type PaymentAdapter } from './payment-types';

const EMPTY: CardInput = { number: '', expiry: '', cvc: '', postalCode: '' };

/**
 * The fake provider's card fields: plain inputs, checked and tokenised in the browser by
 * `fakeTokenize`. What was typed stays while the form is open, whatever the server answers.
 */
function FakeCardFields({ ref, disabled }: CardFieldsProps) {
  const [card, setCard] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<CardField, string>>>({});
  useImperativeHandle(
    ref,
    () => ({
      tokenize: async () => {
        try {
          const tokenized = await fakeTokenize(card, new Date());
          setProblems({});
          return tokenized;
        } catch (error) {
          if (error instanceof CardFormError) setProblems(error.problems);
          throw error;
        }
      },
    }),
    [card],
  );
  const field = (name: CardField) => ({
    value: card[name],
    error: problems[name],
    disabled,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setCard((current) => ({ ...current, [name]: value }));
    },
  });
  return (
    <>
      <Text size="xs" c="dimmed" role="note">
        <b>Test card form: no card is charged.</b> This build uses the local test tokeniser. Use 4242 4242 4242 4242
        with any future expiry; {DECLINED_TEST_CARD.replace(/(\d{4})(?=\d)/g, '$1 ')} is declined by the processor.
      </Text>
      <TextInput label="Card number" autoComplete="cc-number" inputMode="numeric" maxLength={23} {...field('number')} />
      <SimpleGrid cols={3} spacing="xs">
        <TextInput
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          {...field('expiry')}
        />
        <TextInput label="Security code" autoComplete="cc-csc" inputMode="numeric" maxLength={4} {...field('cvc')} />
        <TextInput label="ZIP or postal code" autoComplete="postal-code" maxLength={10} {...field('postalCode')} />
      </SimpleGrid>
    </>
  );
}

/** The local test provider: the default in development and tests (VITE_PAYMENT_PROVIDER=fake). */
export const fakePaymentAdapter: PaymentAdapter = { id: 'fake', testMode: true, CardFields: FakeCardFields };

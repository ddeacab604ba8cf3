import { Alert, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import type { HostedFieldKey, HostedFields } from 'braintree-web/hosted-fields';
import { useEffect, useId, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import type { CardField } from '../../domain';
import { braintreeEnvironment, cardFormErrorOf, emptyFields, FORM_FIELD, tokenizedCard } from './braintree-errors';
import { CardFormError, type CardFieldsProps, type PaymentAdapter } from './payment-types';

/** braintree-web's client and hosted fields: chunks of their own, loaded when the card form first opens. */
async function loadBraintree() {
  const [client, hostedFields] = await Promise.all([
    import('braintree-web/client'),
    import('braintree-web/hosted-fields'),
  ]);
  return { client: client.default, hostedFields: hostedFields.default };
}

const FIELDS: readonly { key: HostedFieldKey; label: string; placeholder: string; span: number }[] = [
  { key: 'number', label: 'Card number', placeholder: '•••• •••• •••• ••••', span: 3 },
  { key: 'expirationDate', label: 'Expiry (MM/YY)', placeholder: 'MM/YY', span: 1 },
  { key: 'cvv', label: 'Security code', placeholder: '•••', span: 1 },
  { key: 'postalCode', label: 'ZIP or postal code', placeholder: '60654', span: 1 },
];
// What the fields' own inputs look like inside Braintree's frames (only its allowed properties).
const STYLES = {
  input: { 'font-size': '14px', 'font-family': 'system-ui, sans-serif', color: '#000', padding: '0 12px' },
  '.invalid': { color: '#c92a2a' },
};

type Setup = { status: 'loading' } | { status: 'ready'; fields: HostedFields } | { status: 'failed'; message: string };
type Containers = RefObject<Partial<Record<HostedFieldKey, HTMLElement | null>>>;

/**
 * Creates the hosted fields once in the containers (a client from the tokenization key, then the
 * fields) and tears them down when the form goes; `onValid` hears of each field the broker makes
 * valid. A run cancelled before its fields exist (React's strict mode mounts twice) stops before
 * putting frames into the containers.
 */
function useHostedFields(authorization: string, containers: Containers, onValid: (field: CardField) => void) {
  const [setup, setSetup] = useState<Setup>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let created: HostedFields | null = null;
    const start = async () => {
      const sdk = await loadBraintree();
      if (!live) return;
      const client = await sdk.client.create({ authorization });
      if (!live) return;
      const fields = await sdk.hostedFields.create({
        client,
        styles: STYLES,
        fields: Object.fromEntries(
          FIELDS.map(({ key, label, placeholder }) => [
            key,
            { container: containers.current[key]!, placeholder, iframeTitle: label },
          ]),
        ),
      });
      if (!live) return void fields.teardown().catch(() => undefined);
      created = fields;
      fields.on('validityChange', ({ emittedBy, fields: state }) => {
        if (emittedBy && state[emittedBy]?.isValid) onValid(FORM_FIELD[emittedBy]);
      });
      setSetup({ status: 'ready', fields });
    };
    start().catch((error: unknown) => live && setSetup({ status: 'failed', message: cardFormErrorOf(error).message }));
    return () => {
      live = false;
      void created?.teardown().catch(() => undefined);
    };
    // Made once per form: the containers are never replaced and onValid only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authorization]);
  return setup;
}

/**
 * Braintree's hosted fields: the card number, expiry, security code and ZIP are typed into
 * Braintree's frames (the card never touches the portal), each under its label with its error
 * beneath, as the other inputs of the form. `tokenize` asks Braintree for the nonce; a card error
 * it answers shows beside its field (a field made valid again drops it), and a vendor that does
 * not answer gives the form its message.
 */
function BraintreeCardFields({ ref, disabled, authorization }: CardFieldsProps & { authorization: string }) {
  const id = useId();
  const containers: Containers = useRef({});
  const [problems, setProblems] = useState<Partial<Record<CardField, string>>>({});
  const setup = useHostedFields(authorization, containers, (field) =>
    setProblems(({ [field]: _fixed, ...rest }) => rest),
  );
  useImperativeHandle(
    ref,
    () => ({
      tokenize: async () => {
        if (setup.status === 'failed') throw new CardFormError(setup.message);
        if (setup.status === 'loading') throw new CardFormError('The card fields are still loading: try again.');
        try {
          const card = tokenizedCard(await setup.fields.tokenize());
          setProblems({});
          return card;
        } catch (error) {
          const failure = cardFormErrorOf(error, emptyFields(setup.fields.getState()));
          setProblems(failure.problems);
          throw failure;
        }
      },
    }),
    [setup],
  );
  useEffect(() => {
    if (setup.status !== 'ready') return;
    for (const { key } of FIELDS)
      setup.fields.setAttribute({ field: key, attribute: 'disabled', value: Boolean(disabled) }).catch(() => undefined);
  }, [setup, disabled]);

  if (setup.status === 'failed')
    return (
      <Alert color="red" role="alert" title="The card form could not be loaded">
        {setup.message}
      </Alert>
    );
  return (
    <Stack gap="xs" aria-busy={setup.status === 'loading'}>
      {braintreeEnvironment(authorization) === 'sandbox' ? (
        <Text size="xs" c="dimmed" role="note">
          <b>Braintree sandbox: no card is charged.</b> Use Braintree’s test cards, such as 4111 1111 1111 1111 with any
          future expiry.
        </Text>
      ) : null}
      <SimpleGrid cols={3} spacing="xs">
        {FIELDS.map(({ key, label, span }) => {
          const error = problems[FORM_FIELD[key]];
          return (
            <Input.Wrapper
              key={key}
              id={`${id}-${key}`}
              label={label}
              error={error}
              style={{ gridColumn: `span ${span}` }}
            >
              <Input
                component="div"
                id={`${id}-${key}`}
                ref={(node: HTMLDivElement | null) => void (containers.current[key] = node)}
                error={Boolean(error)}
                styles={{ input: { padding: 0 } }}
              />
            </Input.Wrapper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The Braintree provider (VITE_PAYMENT_PROVIDER=braintree) with the build's tokenization key
 * (VITE_BRAINTREE_AUTHORIZATION). A sandbox key is a test mode: the form says no card is charged.
 */
export function braintreePaymentAdapter(authorization: string): PaymentAdapter {
  const environment = braintreeEnvironment(authorization);
  if (environment === null)
    throw new Error('Card payments are not set up in this build (no Braintree tokenization key).');
  return {
    id: 'braintree',
    testMode: environment === 'sandbox',
    CardFields: (props) => <BraintreeCardFields {...props} authorization={authorization} />,
  };
}

import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { currentBrand } from '../../ui/brand';
import type { Catalogue } from './catalogue';
import { otherBrandUrl, withChoice, type Choice, type Choices } from './choices';
import type { ScenarioStore } from './store';

/**
 * The current user's named examples as one-click "sign in as" choices: the guards and screens then
 * see that kind of user. A user of the other brand is opened on that brand's host (the guard would
 * send the browser there anyway), with this tab's choices.
 */
export function Personas({
  store,
  catalogue,
  choices,
}: {
  store: ScenarioStore;
  catalogue: Catalogue;
  choices: Choices;
}) {
  const operation = catalogue.operations.find((op) => op.operationId === catalogue.personaOperation);
  if (!operation || catalogue.personas.length === 0) return null;
  const chosen = choices[operation.operationId];
  const current = chosen?.kind === 'example' ? chosen.name : chosen ? null : catalogue.personas[0]?.name;
  const brand = currentBrand();
  return (
    <Stack gap={4} component="section" aria-labelledby="mock-scenarios-personas">
      <Title order={3} size="h5" id="mock-scenarios-personas">
        Sign in as
      </Title>
      <Text size="xs" c="dimmed">
        The named examples of <code>{operation.operationId}</code> ({operation.method} {operation.template}).
      </Text>
      {catalogue.personas.map((persona, index) => {
        const choice: Choice | null =
          index === 0 ? null : { kind: 'example', name: persona.name, status: operation.defaultStatus };
        return (
          <div key={persona.name}>
            {persona.brand === brand ? (
              <Button
                size="compact-sm"
                variant={current === persona.name ? 'filled' : 'subtle'}
                aria-pressed={current === persona.name}
                onClick={() => store.choose(operation.operationId, choice)}
              >
                {persona.name}
              </Button>
            ) : (
              <Anchor
                size="sm"
                href={otherBrandUrl(
                  window.location.href,
                  persona.brand,
                  withChoice(choices, operation.operationId, choice),
                )}
              >
                {persona.name} (opens the {persona.brand} host; sign in there)
              </Anchor>
            )}
            <Text size="xs" c="dimmed" pl="xs">
              {persona.summary}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}

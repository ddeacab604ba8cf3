import { Alert, Button, Grid, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { errorMessage, shownPage } from '../../api';
import { Section } from '../../ui/detail';
import { formatDateTime } from '../../ui/format';
import { RuleEditorDialog } from './rule-editor-dialog';
import { RuleSetView } from './rule-set-view';
import { RuleVersionDialog, RuleVersions } from './rule-versions';
import { CompanyOverrides } from './company-overrides';
import { ClassificationsPanel, PaymentTermsPanel } from './rules-side-panels';
import { useRulesScreen } from './use-rules-screen';

const EVERY_CARRIER = 'all';

/**
 * Rules: the broker's rule sets, the one for every carrier and one per active classification. The
 * set in force is shown by category (Authority, Insurance, Operations, Other checks; value 2 =
 * required), with its saved versions, newest first, 50 a page. "Edit rules" opens the editor, which
 * saves a new version (POST rules, our addition to the spec) after showing what changes. The
 * payment terms and classifications that go with the rules are beside them, and the company's
 * overrides of every carrier below.
 */
export default function RulesPage() {
  const screen = useRulesScreen();
  const { list, current, firstPage, versions, typeList, permission, setName } = screen;
  const [editing, editor] = useDisclosure(false);
  const { rows, paging } = shownPage(versions);
  if (list.restoring) return null;

  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h3">
          Rules
        </Title>
        <Tabs
          value={screen.classificationId === null ? EVERY_CARRIER : String(screen.classificationId)}
          onChange={(value) =>
            list.setFilters({ classification: value === EVERY_CARRIER || value === null ? null : Number(value) })
          }
        >
          <Tabs.List aria-label="Rule sets">
            <Tabs.Tab value={EVERY_CARRIER} fz="sm" py={6}>
              Every carrier
            </Tabs.Tab>
            {screen.active.map((c) => (
              <Tabs.Tab key={c.id} value={String(c.id)} fz="sm" py={6}>
                {c.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Section
            title={`Rules in force for ${setName}`}
            actions={
              permission?.allowed ? (
                <Button size="xs" onClick={editor.open} disabled={screen.types.isPending || screen.types.isError}>
                  Edit rules
                </Button>
              ) : null
            }
          >
            {permission && !permission.allowed ? (
              <Alert color="gray" variant="light" title="You cannot change the rules">
                {permission.reason}
              </Alert>
            ) : null}
            <CurrentSet screen={screen} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <Section title="Versions">
              <RuleVersions
                rows={rows}
                paging={paging}
                state={versions}
                currentId={current?.id ?? null}
                setName={setName}
                onPage={(page) => list.change({ page })}
                onOpen={(rule) => screen.setOpened(rule.id)}
              />
            </Section>
            <PaymentTermsPanel companyId={screen.companyId} />
            <ClassificationsPanel companyId={screen.companyId} />
          </Stack>
        </Grid.Col>
      </Grid>
      <CompanyOverrides companyId={screen.companyId} classifications={screen.active} />
      <RuleEditorDialog
        opened={editing}
        onClose={editor.close}
        setName={setName}
        classificationId={screen.classificationId}
        current={current}
        types={typeList}
        onReload={() => void firstPage.refetch()}
      />
      <RuleVersionDialog id={screen.opened} types={typeList} onClose={() => screen.setOpened(null)} />
    </Stack>
  );
}

/** The set in force, or why it cannot be shown. */
function CurrentSet({ screen }: { screen: ReturnType<typeof useRulesScreen> }) {
  const { companyId, firstPage, types, current, typeList, setName } = screen;
  if (companyId === null)
    return (
      <Text size="sm" c="dimmed">
        Your account is not linked to a company, so it has no rules.
      </Text>
    );
  if (firstPage.isPending || types.isPending)
    return (
      <Stack gap="xs" aria-busy aria-label="Loading the rules">
        <Skeleton height={20} width={200} />
        <Skeleton height={220} />
      </Stack>
    );
  const failed = firstPage.isError ? firstPage.error : types.isError ? types.error : null;
  if (failed !== null)
    return (
      <Alert color="red" role="alert" title="Could not load the rules">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(failed)}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void Promise.all([firstPage.refetch(), types.refetch()])}
          >
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  if (current === null)
    return (
      <Text size="sm" c="dimmed">
        No rules saved for {setName} yet
        {screen.classificationId === null ? '.' : ': these carriers are checked against the rules for every carrier.'}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        Version {current.id}, saved {formatDateTime(current.created_at)}
      </Text>
      <RuleSetView values={current.rules} types={typeList} label={`for ${setName}`} />
    </Stack>
  );
}

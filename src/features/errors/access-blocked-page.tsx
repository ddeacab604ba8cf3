import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouteHandle } from '../../ui/use-route-handle';
import { brandName } from '../../ui/brand';

const reasons: Record<string, { heading: string; body: string }> = {
  vpnBlock: {
    heading: 'Access from this network is blocked',
    body: 'We cannot let you in from a VPN, proxy or hosting network. Turn the VPN off or use another connection, then sign in again.',
  },
  countryBlock: {
    heading: 'Access from your country is not available',
    body: 'The portal is available in the United States, Canada and Mexico. If you believe this is a mistake, contact support.',
  },
  pendingAccessReview: {
    heading: 'Your access is being reviewed',
    body: 'Your account is waiting for a manual access review. We will e-mail you as soon as it is ready; there is nothing else you need to do.',
  },
};

/** The VPN block, country block and pending-access-review pages: why the user cannot go on, and what to do. */
export default function AccessBlockedPage() {
  const id = useRouteHandle('id') ?? 'pendingAccessReview';
  const reason = reasons[id] ?? reasons.pendingAccessReview!;
  return (
    <Center mih="100vh" bg="gray.0" p="md" component="main">
      <Paper withBorder p="xl" maw={520}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" fw={600}>
            {brandName()}
          </Text>
          <Title order={1} size="h3">
            {reason.heading}
          </Title>
          <Text size="sm">{reason.body}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}

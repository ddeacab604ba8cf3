import { Modal, Skeleton, Stack } from '@mantine/core';
import { errorMessage, errorStatus, useTruckPosting } from '../../api';
import { paths } from '../../config/paths';
import { carrierName } from '../../domain';
import { DetailState } from '../../ui/query-state';
import { localToday } from '../../lib/local-date';
import { newPostingForm, postingForm } from './truck-posting-form';
import { TruckPostingFields } from './truck-posting-fields';

/**
 * "New truck posting" and a posting opened to edit (getTruckPosting: the posting as the server has
 * it now). The Modal stays mounted so that closing returns focus to what opened it; its body
 * mounts afresh on each opening.
 */
export function TruckPostingDialog({
  editing,
  onClose,
  equipmentLabel,
}: {
  editing: number | 'new' | null;
  onClose: () => void;
  equipmentLabel: (value: string) => string;
}) {
  const title = editing === 'new' ? 'New truck posting' : editing === null ? '' : `Truck posting ${editing}`;
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size="lg">
      {editing === 'new' ? (
        <TruckPostingFields initial={newPostingForm(localToday())} onClose={onClose} equipmentLabel={equipmentLabel} />
      ) : editing !== null ? (
        <EditBody id={editing} onClose={onClose} equipmentLabel={equipmentLabel} />
      ) : null}
    </Modal>
  );
}

function EditBody({
  id,
  onClose,
  equipmentLabel,
}: {
  id: number;
  onClose: () => void;
  equipmentLabel: (v: string) => string;
}) {
  const posting = useTruckPosting(id);
  if (posting.isPending)
    return (
      <Stack gap="sm" aria-busy aria-label={`Loading truck posting ${id}`}>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  return (
    <DetailState
      query={posting}
      what={`truck posting ${id}`}
      notFound={errorStatus(posting.error) === 404}
      back={{ to: paths.exchange.href({ tab: 'trucks' }), label: 'Back to the truck postings' }}
      errorText={errorMessage(posting.error)}
    >
      {() =>
        posting.data && (
          <TruckPostingFields
            posting={posting.data}
            initial={postingForm(
              posting.data,
              carrierName(posting.data.carrier) ?? `Carrier ${posting.data.carrier_id}`,
            )}
            onClose={onClose}
            equipmentLabel={equipmentLabel}
          />
        )
      }
    </DetailState>
  );
}

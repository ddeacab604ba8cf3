import { FileInput, Modal, Progress } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { FileRule } from '../../../domain';

export type Option = { value: string; label: string };
export const toId = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

export function FileField<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  rule,
  error,
}: {
  control: Control<T, unknown, U>;
  name: Path<T>;
  rule: FileRule;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileInput
          label="File"
          accept={rule.accept.join(',')}
          clearable
          value={(field.value as File | undefined) ?? null}
          onChange={(file) => field.onChange(file ?? undefined)}
          error={error}
          description={
            field.value
              ? `${(field.value as File).name} is ready to send.`
              : `${rule.kind}, up to ${rule.maxBytes / 1_048_576} MB.`
          }
        />
      )}
    />
  );
}

export function Sending({ percent, label }: { percent: number | null; label: string }) {
  return <Progress value={percent ?? 100} animated={percent === null} size="sm" aria-label={label} />;
}

export function Frame({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      {opened ? children : null}
    </Modal>
  );
}

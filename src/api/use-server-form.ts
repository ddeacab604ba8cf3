import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { messagesByField } from '../lib/form-messages';
import { useSingleFlight } from '../lib/use-single-flight';
import { showServerErrors, type ServerFields } from './server-errors';

/** How the form checks what was typed before anything is sent. */
type Check<TForm extends FieldValues, TSent> =
  | {
      /** The contract's generated schema of the body (through `z.preprocess` when the form's strings need turning into it). */
      schema: z.ZodType<TSent, TForm>;
      /** One message per field, written for people, instead of zod's wording (looked up by dotted path, then name). */
      messages?: Record<string, string>;
      resolver?: never;
    }
  | {
      /** A form checked by something other than one schema (a domain rule, a schema per mode, raw values). */
      resolver: Resolver<TForm, unknown, TSent>;
      schema?: never;
      messages?: never;
    };

type ServerFormOptions<TForm extends FieldValues, TSent> = Check<TForm, TSent> & {
  defaultValues: NoInfer<DefaultValues<TForm>>;
  /** The fields a refusal's (422) messages go beside; the rest of a refusal shows as the form's error. */
  fields: NoInfer<ServerFields<TForm>>;
  /**
   * Sends what was checked (then closes, notifies, navigates…). A throw puts the server's messages on
   * the form and keeps what was typed; the form is there for what only this form knows (a 409's own
   * message, a file refused before sending).
   */
  onSubmit: (values: TSent, form: UseFormReturn<TForm, unknown, TSent>) => Promise<unknown>;
};

/**
 * A form that sends to the server: react-hook-form checked by the contract's schema, sent once at a
 * time (a double click sends one request, before React has re-rendered the button as disabled), and a
 * refusal's messages beside their fields (the rest as the form's error, for `FormError`) with nothing
 * typed lost. `submit` goes to the form's `onSubmit`; `form.formState.isSubmitting` is true while it runs.
 */
export function useServerForm<TForm extends FieldValues, TSent>(options: ServerFormOptions<TForm, TSent>) {
  const { schema, messages, resolver, defaultValues, fields, onSubmit } = options;
  const form = useForm<TForm, unknown, TSent>({
    resolver: resolver ?? zodResolver(schema, messages ? messagesByField(messages) : undefined),
    defaultValues,
  });
  const submit = useSingleFlight(
    form.handleSubmit(async (values) => {
      try {
        await onSubmit(values, form);
      } catch (error) {
        showServerErrors(error, fields, form.setError);
      }
    }),
  );
  return { form, submit };
}

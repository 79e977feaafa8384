// A react-hook-form resolver for one of the shared form contracts that loads Zod and the contract on
// first use instead of with the page. Forms call `loadFormSchemas` as soon as someone focuses a field,
// so validation is ready by the time they submit.
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import type * as formSchemas from './form-schemas';

type FormSchemas = typeof formSchemas;
type SchemaName = Exclude<keyof FormSchemas, 'zodResolver'>;
type FormResolver<Name extends SchemaName> = Resolver<
  z.input<FormSchemas[Name]> & FieldValues,
  unknown,
  z.output<FormSchemas[Name]>
>;

let loading: Promise<FormSchemas> | undefined;

/** Starts fetching the form contracts and Zod (once); resolves with the loaded module. */
export function loadFormSchemas(): Promise<FormSchemas> {
  return (loading ??= import('./form-schemas'));
}

/** What `zodResolver(schemas[name])` would be, without loading anything until it is first called. */
export function lazyZodResolver<Name extends SchemaName>(name: Name): FormResolver<Name> {
  // Made once, on the first validation, and reused for the ones after (each keystroke, once shown).
  let resolver: Promise<FormResolver<Name>> | undefined;
  return async (values, context, options) => {
    resolver ??= loadFormSchemas().then(
      // zodResolver's overloads cannot follow a schema chosen by a type parameter; FormResolver
      // states the same input and output types it would infer for that schema.
      (schemas) => schemas.zodResolver(schemas[name] as never) as unknown as FormResolver<Name>,
    );
    return (await resolver)(values, context, options);
  };
}
